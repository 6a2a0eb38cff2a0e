import type { Page } from '@playwright/test';
import type { Listing } from '@/shared/contracts/listings.ts';
import { expect, test } from './support/fixtures.ts';
import { postListingThroughUi } from './support/listings.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/page-checks.ts';

// Exactly 80 characters, accents and all: the longest names people really give.
const NEW_NAME = 'Ça déménage : l’éditeur de marées hors ligne, crème brûlée et œuvres complètes !';
const LONG_WORD = 'ŵ'.repeat(500);

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test('a builder edits a listing: a new name, a tester limit and two questions', async ({
  newPersonPage,
}) => {
  // A post, an accessibility scan and screenshots at two widths: on two cores with the other
  // workers busy this passes 30 s.
  test.setTimeout(90_000);
  expect(NEW_NAME).toHaveLength(80);
  // An account of its own: the test finds its one listing on the dashboard.
  const page = await newPersonPage('Builder', { firstName: 'Edda', lastName: 'Éditrice' });
  await postListingThroughUi(page, {
    name: 'Tideline',
    shortDescription: 'Tide tables offline',
    longDescription: 'Tide tables that work without a signal.',
    category: 'Mobile',
  });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Software posted successfully!', { exact: true })).toBeVisible();

  await page.goto('/builder-dashboard');
  await page.getByRole('link', { name: 'View Tideline' }).click();
  await page.getByRole('link', { name: 'Edit Tideline' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Software', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Name*')).toHaveValue('Tideline');
  await expect(page.getByRole('button', { name: 'Change Image' })).toBeVisible();

  await page.getByLabel('Name*').fill(NEW_NAME);
  await page.getByLabel('Long Description*').fill(`Tide tables. ${LONG_WORD}`);
  await page.getByLabel('Tester limit').fill('2');

  // By keyboard: Enter on "Add question" puts the cursor in the new question.
  await page.getByRole('button', { name: 'Add question' }).press('Enter');
  await expect(page.getByLabel('Question 1', { exact: true })).toBeFocused();
  await page.keyboard.type('Which phone will you test on?');
  await page
    .getByRole('radiogroup', { name: 'Answer to question 1' })
    .getByRole('radio', { name: 'Choice' })
    .click();
  await page.getByLabel('Option 1 of question 1').fill('iOS');
  await page.getByLabel('Option 2 of question 1').fill(`Android ${'é'.repeat(80)}`);
  await page.getByLabel('Testers must answer this').check();

  // A question left empty stops the save, says why, and takes the cursor.
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  const second = page.getByLabel('Question 2', { exact: true });
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#question-2-prompt-error')).toHaveText('Required');
  await expect(page).toHaveURL(/\/edit$/);
  await second.fill(`What do you build? ${'ŵ'.repeat(270)}`);
  await page.getByLabel('Access instructions').fill(`Invite code: ${LONG_WORD}`);
  await page.getByLabel('Release silent testers after (days)').fill('14');

  await expectNoSeriousA11yViolations(page);
  // From the top, so the sticky navigation bar sits where a person sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'edit-listing-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'edit-listing-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/software\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: NEW_NAME, level: 1 })).toBeVisible();

  const id = page.url().split('/').pop() ?? '';
  const saved: Listing = await (await page.request.get(`/api/software/${id}`)).json();
  expect(saved).toMatchObject({
    name: NEW_NAME,
    testerLimit: 2,
    placesLeft: 2,
    inactivityDays: 14,
    accessInstructions: `Invite code: ${LONG_WORD}`,
  });
  expect(saved.screeningQuestions.map(({ kind, required }) => ({ kind, required }))).toEqual([
    { kind: 'choice', required: true },
    { kind: 'text', required: false },
  ]);

  // Opened again, the form shows what was saved.
  await page.getByRole('link', { name: `Edit ${NEW_NAME}` }).click();
  await expect(page.getByLabel('Tester limit')).toHaveValue('2');
  await expect(page.getByLabel('Option 1 of question 1')).toHaveValue('iOS');
  await expect(page.getByLabel('Question 2', { exact: true })).toHaveValue(/^What do you build\?/);
});

test('nobody but its builder gets the edit form', async ({ builderPage, newPersonPage }) => {
  const owner = await newPersonPage('Builder');
  await postListingThroughUi(owner, {
    name: 'Harbor Lights',
    shortDescription: 'Lights for harbors',
    longDescription: 'Keeps the lights on.',
    category: 'Web',
  });
  await owner.getByRole('button', { name: 'Publish' }).click();
  await expect(owner.getByText('Software posted successfully!', { exact: true })).toBeVisible();
  const [listing] = (await (await owner.request.get('/api/builder/software')).json()) as Listing[];
  if (!listing) throw new Error('the listing was not posted');

  await builderPage.goto(`/software/${listing.id}`);
  await expect(builderPage.getByRole('heading', { name: 'Harbor Lights', level: 1 })).toBeVisible();
  await expect(builderPage.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await builderPage.goto(`/software/${listing.id}/edit`);
  await expect(
    builderPage.getByText('Only the builder who posted this software can edit it.'),
  ).toBeVisible();
  await expect(builderPage.getByLabel('Name*')).toHaveCount(0);
});
