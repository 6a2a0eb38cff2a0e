import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  createAccountOnLoginScreen,
  newAccount,
  saveProfileCompletion,
  signInBeforeOpeningTheLink,
} from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { createListingThroughApi, type ListingInput } from './support/listings.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/page-checks.ts';
import { stubYouTubePlayer } from './support/sharing.ts';

const listing: ListingInput = {
  name: `Tide Tracker ${randomUUID().slice(0, 6)}`,
  shortDescription: 'Tide tables and swell alerts for small harbours.',
  longDescription:
    'Tide Tracker turns harbour gauges into a simple daily plan.\nWe need testers who sail, fish or paddle at least once a week.',
  category: 'Mobile',
  youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  link: 'https://tidetracker.example/beta',
  notes: 'Add your home harbour first, then check the morning alert for a week.',
};

// The flow hands its listing and short link from one step to the next.
let listingId = '';
let shortUrl = '';

const main = (page: Page) => page.getByRole('main');

test.describe('sharing a listing', () => {
  test.describe.configure({ mode: 'serial' });

  test('a signed-in user presses Share and gets a short link on the clipboard', async ({
    newPersonPage,
    baseURL,
  }) => {
    // The share page names the builder and the business: an account of its own, so they are known.
    const page = await newPersonPage('Builder', {
      firstName: 'Bea',
      lastName: 'Builder',
      businessName: 'Harbor Labs',
      website: 'https://harborlabs.example',
    });
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    // Desktop Chromium may offer a share sheet; the test takes the copy-the-link path.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined });
    });

    listingId = await createListingThroughApi(page, listing);

    await stubYouTubePlayer(page);
    await page.goto(`/software/${listingId}`);
    const actions = page.getByRole('complementary', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText('Link copied!', { exact: true })).toBeVisible();

    shortUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(shortUrl).toMatch(new RegExp(`^${baseURL}/s/[A-Za-z0-9_-]+$`));
    await expect(
      page.getByText(`Short link copied to clipboard: ${shortUrl}`, { exact: true }),
    ).toBeVisible();
    await screenshot(page, 'share-detail-actions');

    // One link per person and listing: sharing again hands back the same one.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await actions.getByRole('button', { name: 'Share', exact: true }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl);

    await actions.getByRole('button', { name: 'Share via device' }).click();
    await expect(page.getByText('Link copied to clipboard!', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/software/${listingId}`,
    );
  });

  test('a signed-out visitor opens the short link, reads the listing and signs up', async ({
    page,
  }) => {
    await stubYouTubePlayer(page);
    await page.goto(shortUrl);
    await expect(page).toHaveURL(new RegExp(`/share/${listingId}$`));

    await expect(main(page).getByRole('heading', { name: listing.name, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${listing.name} · Beta Harbor`);
    for (const text of [
      listing.shortDescription,
      'Mobile',
      'Open',
      'Bea Builder',
      'Harbor Labs',
      listing.notes ?? '',
      'Be the first to test it',
    ]) {
      await expect(main(page).getByText(text, { exact: true })).toBeVisible();
    }
    await expect(main(page).getByText(/^Posted .+ ago$/)).toBeVisible();
    await expect(main(page).getByText(/Tide Tracker turns harbour gauges/)).toBeVisible();
    await expect(main(page).getByTitle(`${listing.name} demo video`)).toBeVisible();
    const tryIt = main(page).getByRole('link', { name: /Try It Out/ });
    await expect(tryIt).toHaveAttribute('href', listing.link ?? '');
    await expect(tryIt).toHaveAttribute('target', '_blank');
    const website = main(page).getByRole('link', { name: /harborlabs\.example/ });
    await expect(website).toHaveAttribute('rel', /noopener/);
    await expect(main(page).getByRole('link', { name: 'Join Free' })).toBeVisible();

    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'share-page-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'share-page-375');
    await page.setViewportSize({ width: 1280, height: 720 });

    await main(page).getByRole('link', { name: 'Join & Start Testing' }).click();
    await expect(page).toHaveURL(
      `/login?returnTo=${encodeURIComponent(`/software/${listingId}`)}&tab=create-account`,
    );
    const tom = newAccount({ firstName: 'Tom', lastName: 'Tester' });
    await createAccountOnLoginScreen(page, tom);
    await signInBeforeOpeningTheLink(page, tom);
    // A new account completes its profile first, then lands on the listing it came for.
    await saveProfileCompletion(page, 'Tester');
    await expect(page).toHaveURL(new RegExp(`/software/${listingId}$`));
    await page.getByRole('button', { name: "I'll Test This" }).click();
    await expect(page.getByText("You've joined this beta test!", { exact: true })).toBeVisible();

    await page.goto(`/share/${listingId}`);
    await expect(main(page).getByText('1 tester has already joined!')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'View listing' })).toHaveAttribute(
      'href',
      `/software/${listingId}`,
    );
    await expect(main(page).getByRole('link', { name: /Join/ })).toHaveCount(0);
    await screenshot(page, 'share-page-signed-in');
  });

  test('link previews read the listing without JavaScript', async ({ request }) => {
    const html = await (await request.get(`/share/${listingId}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${listing.name}" />`);
    expect(html).toContain(`<title>${listing.name} · Beta Harbor</title>`);

    const redirect = await request.get(new URL(shortUrl).pathname, { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers().location).toBe(`/share/${listingId}`);
    expect((await request.get('/s/no-such-code', { maxRedirects: 0 })).status()).toBe(404);
  });
});

test('a share link to a missing listing says so', async ({ page }) => {
  const response = await page.goto(`/share/${randomUUID()}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Software Not Found' })).toBeVisible();
  await expect(
    page.getByText("The software you're looking for doesn't exist or isn't publicly shareable."),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'share-not-found');
});
