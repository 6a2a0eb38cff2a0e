import { signUpThroughUi } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { screenshot } from './support/page-checks.ts';

test('unknown paths show "404 Page Not Found" with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await screenshot(page, 'not-found');
});

test('on a small screen the nav links move into the avatar menu', async ({ testerPage: page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('link', { name: 'My Demos' })).toBeHidden();
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  for (const item of ['Browse', 'Messages', 'My Demos', 'Profile', 'Sign Out']) {
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await screenshot(page, 'small-screen-menu');
  await menu.getByRole('menuitem', { name: 'My Demos' }).click();
  await expect(page).toHaveURL(/\/my-demos$/);
});

test('an incomplete profile is sent to /profile from any screen', async ({ page }) => {
  await signUpThroughUi(page);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/messages');
  await expect(page).toHaveURL(/\/profile\?returnTo=%2Fmessages$/);
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
});

test('signed out, Messages asks the visitor to log in', async ({ page }) => {
  await page.goto('/messages');
  await expect(page.getByText('Please log in to view messages.')).toBeVisible();
});
