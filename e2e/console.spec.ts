import type { Page } from '@playwright/test';
import { postListingThroughApi } from './support/chat.ts';
import { expect, test } from './support/fixtures.ts';

/** Every error the page logs to the browser console, failed requests included. */
function collectConsoleErrors(page: Page) {
  const errors: { text: string; url: string }[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      errors.push({ text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error) => errors.push({ text: error.message, url: page.url() }));
  return errors;
}

test('signed-out pages log no error in the browser console', async ({
  browser,
  builderPage: builder,
}) => {
  const listing = await postListingThroughApi(builder);

  const page = await (await browser.newContext()).newPage();
  const errors = collectConsoleErrors(page);
  const visits = [
    { url: '/', ready: page.getByRole('heading', { name: 'Connect Builders & Testers' }) },
    { url: '/login', ready: page.getByRole('heading', { name: 'Welcome to Beta Harbor' }) },
    {
      url: `/share/${listing.id}`,
      ready: page.getByRole('heading', { level: 1, name: listing.name }),
    },
    { url: '/no/such/page', ready: page.getByText('404 Page Not Found') },
  ];
  for (const { url, ready } of visits) {
    const response = await page.goto(url);
    await expect(ready).toBeVisible();
    // Every request the page made (the session read among them) has been answered.
    await page.waitForLoadState('networkidle');
    if (response?.status() === 404) {
      // Chromium reports the page's own 404 status, which the spec demands for unknown paths.
      const own = errors.findIndex(
        (error) => error.url === response.url() && error.text.includes('status of 404'),
      );
      if (own >= 0) errors.splice(own, 1);
    }
  }
  expect(errors).toEqual([]);
});

test('the sign-in page does not offer "Join Free" in its header; other signed-out pages do', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome to Beta Harbor' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Join Free' })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Join Free' })).toBeVisible();
});
