import type { Page } from '@playwright/test';
import { postListingThroughApi } from './support/chat.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Every error the page logs to the browser console, every request that failed or was answered
 * 400 or above, and every Content-Security-Policy violation, which Chromium reports to the page
 * even when the script that tripped it caught the refusal (zod's eval probe did).
 */
async function collectConsoleErrors(page: Page) {
  const errors: { text: string; url: string }[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      errors.push({ text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error) => errors.push({ text: error.message, url: page.url() }));
  page.on('requestfailed', (request) =>
    errors.push({ text: `failed: ${request.failure()?.errorText}`, url: request.url() }),
  );
  page.on('response', (response) => {
    if (response.status() >= 400)
      errors.push({ text: `status of ${response.status()}`, url: response.url() });
  });
  await page.exposeFunction('reportViolation', (directive: string, blocked: string) =>
    errors.push({ text: `CSP violation: ${directive} ${blocked}`, url: page.url() }),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (d: string, b: string) => void }).reportViolation(
        event.violatedDirective,
        event.blockedURI,
      ),
    );
  });
  return errors;
}

/** Chromium reports the page's own 404 status, which the spec demands for unknown paths. */
function dropOwn404(errors: { text: string; url: string }[], url: string) {
  for (let index = errors.length - 1; index >= 0; index--) {
    const error = errors[index];
    if (error?.url === url && error.text.includes('status of 404')) errors.splice(index, 1);
  }
}

test('signed-out pages log no error in the browser console', async ({
  browser,
  builderPage: builder,
}) => {
  const listing = await postListingThroughApi(builder);

  const page = await (await browser.newContext()).newPage();
  const errors = await collectConsoleErrors(page);
  const visits = [
    { url: '/', ready: page.getByRole('heading', { name: 'Connect Builders & Testers' }) },
    { url: '/login', ready: page.getByRole('heading', { name: 'Welcome to Beta Harbor' }) },
    {
      url: `/share/${listing.id}`,
      ready: page.getByRole('heading', { level: 1, name: listing.name }),
    },
    {
      url: `/software/${listing.id}`,
      ready: page.getByRole('heading', { level: 1, name: listing.name }),
    },
    { url: '/no/such/page', ready: page.getByText('404 Page Not Found') },
  ];
  for (const { url, ready } of visits) {
    const response = await page.goto(url);
    await expect(ready).toBeVisible();
    // Every request the page made (the session read among them) has been answered.
    await page.waitForLoadState('networkidle');
    if (response?.status() === 404) dropOwn404(errors, response.url());
  }
  expect(errors).toEqual([]);
});

test('Browse and a listing, signed in, log no error and trip no CSP rule while reading answers', async ({
  testerPage: page,
  builderPage: builder,
}) => {
  const listing = await postListingThroughApi(builder);
  const errors = await collectConsoleErrors(page);

  await page.goto('/browse');
  await expect(page.getByRole('heading', { name: 'Discover Beta Software' })).toBeVisible();
  await expect(page.getByRole('img', { name: listing.name })).toBeVisible();
  await page.goto(`/software/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
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
