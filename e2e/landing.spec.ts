import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshot } from './support/page-checks.ts';

test.describe('signed-out landing page', () => {
  test('shows the hero, features and sample listings, and every sign-in button goes to /api/login', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Connect Builders & Testers' })).toBeVisible();
    for (const feature of [
      'Discover Beta Software',
      'Join Testing Communities',
      'Get Early Access',
    ]) {
      await expect(page.getByRole('heading', { name: feature })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Featured Beta Software' })).toBeVisible();

    for (const count of ['12 testers', '8 testers', '15 testers']) {
      await expect(page.getByText(count, { exact: true })).toBeVisible();
    }
    const views = page.getByRole('button', { name: 'View' });
    await expect(views).toHaveCount(3);
    for (const view of await views.all()) await expect(view).toBeDisabled();
    for (const category of ['Web', 'DevTool', 'Mobile']) {
      await expect(page.getByText(category, { exact: true }).first()).toBeVisible();
    }

    for (const name of ['Join Free', 'Get Started Free', 'Join to Explore All Software']) {
      await expect(page.getByRole('link', { name }).first()).toHaveAttribute(
        'href',
        '/api/login?tab=create-account',
      );
    }
    // Signed out, the header offers nothing but Join Free.
    await expect(page.getByRole('link', { name: 'Messages' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'landing-1280');

    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'landing-375');
  });

  test('"Get Started Free" opens the sign-in screen on "Create account"', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started Free' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2F&tab=create-account$/);
    await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByLabel('First name')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'login');
  });
});
