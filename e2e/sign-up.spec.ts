import { expect, test } from '@playwright/test';
import { completeProfile, E2E_PASSWORD, newAccount, signUpThroughUi } from './support/accounts.ts';
import { signInAsAdmin } from './support/admin.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/page-checks.ts';

const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation').first();

test('a new tester signs up, completes the profile and sees the tester navigation', async ({
  page,
}) => {
  await signUpThroughUi(page, newAccount({ firstName: 'Tess', lastName: 'Tester' }));
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'profile-completion');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Phone is required')).toBeVisible();

  await completeProfile(page, 'Tester');
  await expect(nav(page).getByRole('link', { name: 'Browse' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Messages' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'My Demos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Post Software' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  // The initials are drawn from data-initials so the button's name stays "Account menu".
  await expect(
    page.getByRole('button', { name: 'Account menu' }).locator('[data-initials]'),
  ).toHaveAttribute('data-initials', 'TT');
  await screenshot(page, 'browse-tester');
});

test('a builder sees Dashboard and Post Software, and the profile becomes Profile Settings', async ({
  page,
}) => {
  await signUpThroughUi(page, newAccount({ firstName: 'Bo', lastName: 'Builder' }));
  await completeProfile(page, 'Builder');
  await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Post Software' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Demos' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText('Bo Builder');
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Builder' })).toBeChecked();
  await page.getByLabel('Business Name').fill('Bo Apps');
  await page.getByRole('switch', { name: 'Weekly Email Digest' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'profile-settings');

  await page.reload();
  await expect(page.getByLabel('Business Name')).toHaveValue('Bo Apps');
  await expect(page.getByRole('switch', { name: 'Weekly Email Digest' })).toBeChecked();
});

test('an ADMIN_EMAILS account gets the Admin link and no role choice', async ({ page }) => {
  // The admin account is shared by the whole run: another spec may have created it already.
  await signInAsAdmin(page);
  await expect(nav(page).getByRole('link', { name: 'Admin' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
});

test('signing out ends the session and signing back in returns to the app', async ({ page }) => {
  const account = await signUpThroughUi(page);
  await completeProfile(page, 'Tester');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { name: 'Connect Builders & Testers' })).toBeVisible();

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid e-mail or password');
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
});
