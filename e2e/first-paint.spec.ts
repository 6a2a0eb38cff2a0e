import type { Page } from '@playwright/test';
import { postListingThroughApi } from './support/chat.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * How the page fetched each path, one entry per request: "link" for a read its HTML named, so it
 * left with the page rather than once the scripts had run and asked for it.
 */
function requestsFor(page: Page, paths: string[]) {
  return page.evaluate(
    (wanted) =>
      Object.fromEntries(
        wanted.map((path) => [
          path,
          performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname === path)
            .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
        ]),
      ),
    paths,
  );
}

test("a listing's page and its share page ask for the session and the listing once, from their HTML", async ({
  browser,
  builderPage: builder,
}) => {
  const listing = await postListingThroughApi(builder);
  const page = await (await browser.newContext()).newPage();

  for (const { url, read } of [
    { url: `/software/${listing.id}`, read: `/api/software/${listing.id}` },
    { url: `/share/${listing.id}`, read: `/api/public/software/${listing.id}` },
  ]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await requestsFor(page, ['/api/auth/session', read])).toEqual({
      '/api/auth/session': ['link'],
      [read]: ['link'],
    });
  }
});

test('the landing page, Browse, a listing and its share page load without zod', async ({
  browser,
  testerPage: tester,
  builderPage: builder,
}) => {
  const listing = await postListingThroughApi(builder);
  const signedOut = await (await browser.newContext()).newPage();
  const scriptsOf = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    );

  for (const { page, url, heading } of [
    { page: signedOut, url: '/', heading: 'Connect Builders & Testers' },
    { page: tester, url: '/', heading: 'Discover Beta Software' },
    { page: tester, url: `/software/${listing.id}`, heading: listing.name },
    { page: signedOut, url: `/share/${listing.id}`, heading: listing.name },
  ]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scripts = await scriptsOf(page);
    // The count shows the entries were read at all: a page that loaded no script proves nothing.
    expect(scripts.length, url).toBeGreaterThan(0);
    expect(
      scripts.filter((path) => /\/zod-[^/]*\.js$/.test(path)),
      url,
    ).toEqual([]);
  }
});
