import { expect, test } from './support/fixtures.ts';
import { createListingThroughApi } from './support/listings.ts';
import { screenshot } from './support/page-checks.ts';

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
