import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { postListingThroughUi } from './support/listings.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/page-checks.ts';

const tag = Math.random().toString(36).slice(2, 7);
const name = `Crème Brûlée Planner ${tag}`;

const card = (page: Page) => page.getByRole('article').filter({ hasText: name });

async function searchFor(page: Page, text: string) {
  await page.goto('/');
  await page.getByPlaceholder('Search software...').fill(text);
}

test('a listing from post to delete: builder posts, tester finds, saves, joins and leaves', async ({
  newPersonPage,
}) => {
  test.setTimeout(120_000);
  // Accounts of their own: the test ends on the builder's and the tester's empty lists.
  const builder = await newPersonPage('Builder', { firstName: 'Bea', lastName: 'Builder' });
  const tester = await newPersonPage('Tester', { firstName: 'Tim', lastName: 'Tester' });

  await postListingThroughUi(builder, {
    name,
    shortDescription: 'Plan desserts a week ahead',
    longDescription: 'Plans your desserts.\n\nLooking for home cooks.',
    category: 'Mobile',
  });
  await expectNoSeriousA11yViolations(builder);
  await screenshot(builder, 'post-software-1280');
  await builder.getByRole('button', { name: 'Publish' }).click();
  await expect(builder.getByText('Software posted successfully!', { exact: true })).toBeVisible();
  // The builder lands on the new listing, its share link in the toast and Share at hand.
  await expect(builder).toHaveURL(/\/software\/[0-9a-f-]{36}$/);
  await expect(
    builder.getByText(/^Invite testers with its share link: http.*\/share\//),
  ).toBeVisible();
  await expect(builder.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(builder.getByRole('button', { name: 'Share', exact: true })).toBeVisible();

  // Typed without accents, in another case: still found.
  await searchFor(tester, `CREME ${tag}`);
  await expect(card(tester)).toBeVisible();
  await expect(card(tester)).toContainText('0 testers');
  await tester.getByRole('button', { name: 'Mobile', exact: true }).click();
  await expect(card(tester)).toBeVisible();
  await tester.getByRole('button', { name: 'DevTool', exact: true }).click();
  await expect(tester.getByText(`No DevTool software matches “CREME ${tag}”.`)).toBeVisible();
  await expect(tester).toHaveURL(`/browse?search=CREME+${tag}&category=DevTool`);
  await tester.getByRole('button', { name: 'All', exact: true }).click();
  await card(tester).getByRole('button', { name: 'Save' }).click();
  await expect(card(tester).getByRole('button', { name: 'Saved' })).toBeVisible();
  await expectNoSeriousA11yViolations(tester);
  await screenshot(tester, 'browse-1280');
  await tester.setViewportSize({ width: 375, height: 812 });
  await screenshot(tester, 'browse-375');
  await tester.setViewportSize({ width: 1280, height: 800 });

  await card(tester).getByRole('link', { name: 'View' }).click();
  await expect(tester.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(tester.getByRole('heading', { name: 'About this software' })).toBeVisible();
  await tester.getByRole('button', { name: "I'll Test This" }).click();
  await expect(tester.getByText("You've joined this beta test!", { exact: true })).toBeVisible();
  await expect(tester.getByRole('button', { name: 'Already Joined' })).toBeDisabled();
  await expect(tester.getByRole('button', { name: 'Message Builder' })).toBeVisible();
  await expect(tester.getByText('1 tester joined')).toBeVisible();
  await expectNoSeriousA11yViolations(tester);
  await screenshot(tester, 'detail-1280');
  await tester.setViewportSize({ width: 375, height: 812 });
  await screenshot(tester, 'detail-375');
  await tester.setViewportSize({ width: 1280, height: 800 });

  await tester.goto('/my-demos');
  await expect(tester.getByRole('article').filter({ hasText: name })).toBeVisible();
  await tester.getByRole('tab', { name: 'Saved' }).click();
  await expect(tester.getByRole('article').filter({ hasText: name })).toBeVisible();
  await screenshot(tester, 'my-demos-saved');
  await tester.getByRole('tab', { name: 'Beta Testing' }).click();
  await tester.getByRole('button', { name: `Leave ${name}` }).click();
  await tester.getByRole('alertdialog').getByRole('button', { name: 'Leave beta' }).click();
  await expect(tester.getByText('Removed from beta testing', { exact: true })).toBeVisible();
  await expect(tester.getByText("You haven't joined any betas yet.")).toBeVisible();

  await builder.goto('/builder-dashboard');
  const row = builder.getByRole('article').filter({ hasText: name });
  await row.getByRole('button', { name: 'Close' }).click();
  await expect(builder.getByText('Status updated successfully', { exact: true })).toBeVisible();
  await expect(row.getByText('Closed', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(builder);
  await screenshot(builder, 'dashboard-1280');
  await searchFor(tester, `creme ${tag}`);
  await expect(tester.getByText(`No software matches “creme ${tag}”.`)).toBeVisible();

  await row.getByRole('button', { name: 'Reopen' }).click();
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await searchFor(tester, `creme ${tag}`);
  await expect(card(tester)).toBeVisible();

  await row.getByRole('button', { name: 'Delete' }).click();
  await builder.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(builder.getByText('Software deleted successfully', { exact: true })).toBeVisible();
  await expect(builder.getByText("You haven't posted any software yet.")).toBeVisible();
});

test('publishing without an image asks for one; testers cannot post', async ({ newPersonPage }) => {
  // An account of its own, its address proved as posting needs: the test turns it into a builder.
  const page = await newPersonPage('Tester', { verified: true });
  await page.goto('/post-software');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(
    page.getByText('Only builders can post software. Please update your role in your profile.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Update Profile' }).click();
  await page.getByRole('radio', { name: 'Builder', exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully', { exact: true })).toBeVisible();

  await page.goto('/post-software');
  await page.getByLabel('Name*').fill('No picture');
  await page.getByLabel('YouTube Video URL').fill('https://vimeo.com/1');
  await page.getByLabel('Name*').press('Enter');
  await expect(page.getByText('Please upload an image')).toBeVisible();
  await expect(page.getByText('Enter a valid YouTube link or leave blank.')).toBeVisible();
});
