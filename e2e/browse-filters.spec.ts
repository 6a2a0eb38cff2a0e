import { expectDrawnInside } from './support/chat.ts';
import { expect, test } from './support/fixtures.ts';
import { createListingThroughApi } from './support/listings.ts';
import { screenshot, screenshotsAtBothWidths } from './support/page-checks.ts';

const tag = Math.random().toString(36).slice(2, 7);
const name = `Tideline ${tag}`;

test('Browse keeps its search and category in the URL through Back, reload and a pasted link', async ({
  builderPage: page,
}) => {
  await createListingThroughApi(page, {
    name,
    shortDescription: 'Tide tables offline',
    longDescription: 'Tide tables that work without a signal.',
    category: 'Mobile',
  });

  await page.goto('/');
  const search = page.getByPlaceholder('Search software...');
  await search.pressSequentially(`tideline ${tag}`);
  await expect(page).toHaveURL(`/browse?search=tideline+${tag}`);
  // The address changed under the person's fingers: the box keeps focus and every key.
  await expect(search).toBeFocused();
  await expect(search).toHaveValue(`tideline ${tag}`);
  await page.getByRole('button', { name: 'Mobile', exact: true }).click();
  await expect(page).toHaveURL(`/browse?search=tideline+${tag}&category=Mobile`);
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();

  await card.getByRole('link', { name: `View ${name}` }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.goBack();
  await expect(search).toHaveValue(`tideline ${tag}`);
  await expect(page.getByRole('button', { name: 'Mobile', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card).toBeVisible();

  await page.reload();
  await expect(search).toHaveValue(`tideline ${tag}`);
  await expect(card).toBeVisible();

  await page.goto(`/browse?search=no-such-thing-${tag}&category=Web`);
  await expect(page.getByText(`No Web software matches “no-such-thing-${tag}”.`)).toBeVisible();
  await expect(page.getByText(/No software yet/)).toHaveCount(0);
  await expect(page).toHaveTitle('Browse · Beta Harbor');
  await screenshot(page, 'browse-no-match');
});

test('a card and a row hold an 80-character accented name and a description with no space', async ({
  builderPage: page,
}) => {
  // One unbroken run of accented letters, as wide as the name allows: no place to wrap it.
  const longName = `Ølstrøm Überprüfung ${tag} ${'é'.repeat(80)}`.slice(0, 80);
  await createListingThroughApi(page, {
    name: longName,
    shortDescription: 'x'.repeat(200),
    longDescription: 'Ü'.repeat(500),
    category: 'Web',
  });
  await page.goto(`/browse?search=${encodeURIComponent(`OLSTROM uberpruf ${tag}`)}`);
  // The other test's listing, by the same builder, carries the same tag.
  const card = page.getByRole('article').filter({ hasText: `Ølstrøm Überprüfung ${tag}` });
  await expect(card).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectDrawnInside(card.getByRole('heading', { name: longName }), card);
    await expectDrawnInside(card.getByText('Web', { exact: true }), card);
    await expectDrawnInside(card.getByText('x'.repeat(20)), card);
  }
  await screenshotsAtBothWidths(page, 'browse-long-name');

  // The builder's own list draws the same listing as a row.
  await page.goto('/builder-dashboard');
  const row = page.getByRole('article').filter({ hasText: `Ølstrøm Überprüfung ${tag}` });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectDrawnInside(row.getByRole('heading', { name: longName }), row);
    await expectDrawnInside(row.getByText('x'.repeat(20)), row);
  }
  await screenshotsAtBothWidths(page, 'dashboard-long-name');
});
