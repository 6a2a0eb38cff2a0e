import type { Page } from '@playwright/test';
import { completeProfile, createAccountOnLoginScreen, newAccount } from './support/accounts.ts';
import { postListingThroughApi } from './support/chat.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/page-checks.ts';

/** Each screen names its tab and passes axe (experimental rules included). */
async function checkScreen(page: Page, title: string) {
  await expect(page).toHaveTitle(`${title} · Beta Harbor`);
  await expectNoSeriousA11yViolations(page);
}

/** A dialog open over its screen passes axe too, then closes with Escape. */
async function checkDialog(page: Page, opener: () => Promise<unknown>, role = 'dialog') {
  await opener();
  await expect(page.getByRole(role as 'dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole(role as 'dialog')).toBeHidden();
}

// One test per person, so that they run side by side and each has its own time: together they
// open some 25 screens and run axe on each.
test('every screen and dialog signed out', async ({ browser, builderPage: builder }) => {
  test.setTimeout(90_000);
  const listing = await postListingThroughApi(builder);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await expect(visitor).toHaveTitle('Connect Builders & Testers · Beta Harbor');
  await expectNoSeriousA11yViolations(visitor);
  await visitor.goto('/login');
  await checkScreen(visitor, 'Sign in');
  await createAccountOnLoginScreen(visitor, newAccount());
  await expectNoSeriousA11yViolations(visitor);
  await visitor.goto('/cancel-email-change?token=from-a-mail');
  await checkScreen(visitor, 'Cancel e-mail change');
  await visitor.goto('/forgot-password');
  await checkScreen(visitor, 'Forgot password');
  await visitor.goto('/reset-password?token=from-a-mail');
  await checkScreen(visitor, 'Choose a new password');
  await visitor.goto(`/software/${listing.id}`);
  await checkScreen(visitor, listing.name);
  await visitor.goto(`/share/${listing.id}`);
  await checkScreen(visitor, listing.name);
  await visitor.goto('/no/such/page');
  await checkScreen(visitor, 'Page Not Found');
});

test('every screen and dialog as a builder', async ({ builderPage: builder }) => {
  test.setTimeout(90_000);
  const listing = await postListingThroughApi(builder);
  await builder.goto('/builder-dashboard');
  await checkScreen(builder, 'Builder Dashboard');
  const row = builder.getByRole('article').filter({ hasText: listing.name });
  await row.getByRole('button', { name: `Testers of ${listing.name}` }).click();
  await expect(builder.getByText('No testers have joined yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(builder);
  await checkDialog(
    builder,
    () => row.getByRole('button', { name: `Delete ${listing.name}` }).click(),
    'alertdialog',
  );
  await builder.goto('/post-software');
  await checkScreen(builder, 'Post Software');
  await checkDialog(builder, () => builder.getByRole('button', { name: 'Upload Image' }).click());
  await builder.goto(`/software/${listing.id}`);
  await checkScreen(builder, listing.name);
  await expect(builder.getByRole('button', { name: `Close ${listing.name}` })).toBeVisible();
  await screenshot(builder, 'detail-owner-1280');
  await builder.goto('/profile');
  await checkScreen(builder, 'Profile Settings');
  await builder.getByRole('button', { name: 'Account menu' }).click();
  await expectNoSeriousA11yViolations(builder);
});

test('every screen and dialog as a tester', async ({ builderPage: builder, newPersonPage }) => {
  test.setTimeout(90_000);
  const listing = await postListingThroughApi(builder);
  // A new account whose profile is not saved yet, so the completion screen is checked too.
  const tester = await newPersonPage('incomplete', { firstName: 'Tim', lastName: 'Tester' });
  await tester.goto('/');
  await checkScreen(tester, 'Complete Your Profile');
  await completeProfile(tester, 'Tester');
  await checkScreen(tester, 'Browse');
  await tester.goto(`/software/${listing.id}`);
  await tester.getByRole('button', { name: "I'll Test This" }).click();
  await tester.getByRole('button', { name: 'Message Builder' }).click();
  await expect(tester).toHaveURL(/\/messages/);
  await checkScreen(tester, 'Messages');
  await tester.goto('/my-demos');
  await checkScreen(tester, 'My Demos');
  await checkDialog(
    tester,
    () => tester.getByRole('button', { name: `Leave ${listing.name}` }).click(),
    'alertdialog',
  );
  await tester.getByRole('tab', { name: 'Saved' }).click();
  await expectNoSeriousA11yViolations(tester);
});

test('every screen as an admin', async ({ adminPage: admin }) => {
  await admin.goto('/admin');
  await checkScreen(admin, 'Admin Dashboard');
});

test('after a navigation, focus is on the new screen’s heading', async ({ builderPage: page }) => {
  const listing = await postListingThroughApi(page);
  await page.goto('/');

  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Builder Dashboard', level: 1 })).toBeFocused();

  await page.getByRole('link', { name: `View ${listing.name}` }).click();
  await expect(page.getByRole('heading', { name: listing.name, level: 1 })).toBeFocused();
  await expect(page).toHaveTitle(`${listing.name} · Beta Harbor`);

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Builder Dashboard', level: 1 })).toBeFocused();
});
