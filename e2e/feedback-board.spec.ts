import { expect, test } from './support/fixtures.ts';
import { createListingThroughApi } from './support/listings.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/page-checks.ts';

// Exactly 80 characters, accents and all: the longest names people really give.
const LONG_NAME =
  'Ça déménage : l’éditeur de marées hors ligne, crème brûlée et œuvres complètes !';
const LONG_WORD = 'ŵ'.repeat(500);

test('the builder reads the feedback board at phone width, hostile text wrapped', async ({
  newPersonPage,
}) => {
  const page = await newPersonPage('Builder', { firstName: 'Édouard', lastName: 'Marée' });
  const id = await createListingThroughApi(page, {
    name: LONG_NAME,
    shortDescription: 'Tide tables offline',
    longDescription: 'Tide tables that work without a signal.',
    category: 'Mobile',
  });
  // The board's reports come from testers; their words are stubbed here, the page is real.
  const reporter = {
    id: crypto.randomUUID(),
    firstName: LONG_NAME,
    lastName: LONG_WORD,
    profileImageUrl: null,
  };
  const report = (title: string, kind: string, severity: string | null) => ({
    id: crypto.randomUUID(),
    softwareId: id,
    reporter,
    kind,
    title,
    body: 'b',
    steps: null,
    expected: null,
    actual: null,
    severity,
    device: { browser: '', os: '', viewport: '' },
    screenshots: ['a', 'b', 'c'],
    status: 'InProgress',
    duplicateOf: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
  });
  await page.route(`**/api/software/${id}/feedback?**`, (route) => route.fulfill({ json: [] }));
  await page.route(`**/api/software/${id}/feedback`, (route) =>
    route.fulfill({
      json: [report(LONG_WORD, 'Bug', 'Critical'), report(LONG_NAME, 'Idea', null)],
      headers: { Link: `</api/software/${id}/feedback?cursor=x>; rel="next"` },
    }),
  );

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/software/${id}/feedback`);
    await expect(page.getByRole('link', { name: LONG_NAME }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await screenshot(page, `feedback-board-${width}`);
  }
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Kind').selectOption('Praise');
  await expect(page).toHaveURL(/\?kind=Praise$/);
  await expect(page.getByText('No feedback matches these filters')).toBeVisible();
});
