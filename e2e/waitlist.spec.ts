import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { ListingTester } from '@/shared/contracts/interests.ts';
import type { CreateListingInput } from '@/shared/contracts/listings.ts';
import { expect, test } from './support/fixtures.ts';
import { createListingThroughApi, type ListingInput } from './support/listings.ts';
import { expectNoSeriousA11yViolations, screenshotsAtBothWidths } from './support/page-checks.ts';

const QUESTION = 'Which phone will you test on?';
const LONG_WORD = 'ß'.repeat(500);
const REASON = LONG_WORD; // the longest reason there may be, as one unbroken word
const ACCESS = `Install TestFlight, then open https://testflight.apple.com/join/Tide42.\nInvite code: ${LONG_WORD}`;

const actions = (page: Page) => page.getByRole('complementary', { name: 'Actions' });
const toastWith = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

/** A limited beta with one required question, posted by `builder` as the post form would. */
async function postLimitedBeta(builder: Page, name: string): Promise<string> {
  const input: ListingInput & Partial<CreateListingInput> = {
    name,
    shortDescription: 'A tide-chart app that needs a few careful testers.',
    longDescription: 'Check the charts against your harbour and tell us what is off.',
    category: 'Mobile',
    testerLimit: 1,
    screeningQuestions: [
      { prompt: QUESTION, kind: 'choice', options: ['iPhone', 'Android'], required: true },
    ],
    accessInstructions: ACCESS,
  };
  return createListingThroughApi(builder, input);
}

/** Joins from the listing's page (its line, once full), answering its one question. */
async function joinAnswering(page: Page, id: string, phone: 'iPhone' | 'Android') {
  await page.goto(`/software/${id}`);
  await actions(page).getByRole('button', { name: 'Join the waitlist' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radiogroup', { name: `${QUESTION}*` })).toBeVisible();
  await dialog.getByRole('radio', { name: phone }).check();
  await dialog.getByRole('button', { name: 'Join beta' }).click();
  await expect(dialog).toBeHidden();
}

test('a full beta puts the next tester on its waitlist, moves them up live, and shows a decline with its reason', async ({
  newPersonPage,
}) => {
  test.setTimeout(120_000);
  const builder = await newPersonPage('Builder', { firstName: 'Bea', lastName: 'Builder' });
  const ana = await newPersonPage('Tester', { firstName: 'Ana', lastName: 'First' });
  const ben = await newPersonPage('Tester', { firstName: 'Ben', lastName: 'Second' });
  const tag = randomUUID().slice(0, 6);
  const name = `Tideline ${tag} Ærøskøbing Ålesund Çağlar Øyvind Zoë Łódź Šťastný Élodie Ñúñez`
    .padEnd(80, 'é')
    .slice(0, 80);
  const id = await postLimitedBeta(builder, name);

  // Ana takes the one place; the question must be answered first.
  await ana.goto(`/software/${id}`);
  await expect(actions(ana).getByText('1 of 1 place left')).toBeVisible();
  await actions(ana).getByRole('button', { name: "I'll Test This" }).click();
  const dialog = ana.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Join beta' }).click();
  await expect(dialog.getByText('Answer this question')).toBeVisible();
  await expect(dialog.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(ana);
  await screenshotsAtBothWidths(ana, 'waitlist-questions');
  await dialog.getByRole('radio', { name: 'iPhone' }).check();
  await expect(dialog.getByText('Answer this question')).toBeHidden();
  await dialog.getByRole('button', { name: 'Join beta' }).click();
  await expect(toastWith(ana, "You've joined this beta test!")).toBeVisible();
  await expect(actions(ana).getByText('You have a place in this beta.')).toBeVisible();
  await expect(actions(ana).getByText('Waitlist open')).toBeVisible();
  await expect(ana.getByRole('region', { name: 'How to get the build' })).toHaveCount(0);

  // Ben comes next and waits in line.
  await joinAnswering(ben, id, 'Android');
  await expect(toastWith(ben, 'You are #1 on the waitlist')).toBeVisible();
  await expect(actions(ben).getByText('You are #1 on the waitlist')).toBeVisible();
  await expect(actions(ben).getByRole('button', { name: 'Already Joined' })).toBeDisabled();
  await screenshotsAtBothWidths(ben, 'waitlist-position-detail');

  // The builder accepts Ana: her open page shows how to get the build, without a reload.
  const testers = async () =>
    (await (await builder.request.get(`/api/software/${id}/testers`)).json()) as ListingTester[];
  const signupOf = async (firstName: string) => {
    const signup = (await testers()).find((tester) => tester.tester.firstName === firstName);
    if (!signup) throw new Error(`${firstName} has not joined`);
    return signup;
  };
  const anaSignup = await signupOf('Ana');
  expect(Object.values(anaSignup.answers)).toEqual(['iPhone']);
  const accepted = await builder.request.patch(`/api/interests/${anaSignup.id}`, {
    data: { status: 'Accepted' },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await expect(toastWith(ana, 'The builder accepted you')).toBeVisible();
  const access = ana.getByRole('region', { name: 'How to get the build' });
  await expect(access).toContainText('Invite code:');
  await expect(
    access.getByRole('link', { name: 'https://testflight.apple.com/join/Tide42' }),
  ).toHaveAttribute('target', '_blank');
  await expect(actions(ana).getByRole('button', { name: "I'm still testing" })).toBeVisible();
  await expect(ben.getByRole('region', { name: 'How to get the build' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(ana);
  await screenshotsAtBothWidths(ana, 'waitlist-accepted-detail');

  // Ana leaves from My Demos; Ben's open page shows the place he now holds.
  await ana.goto('/my-demos');
  await ana.getByRole('button', { name: `Leave ${name}` }).click();
  await ana.getByRole('alertdialog').getByRole('button', { name: 'Leave beta' }).click();
  await expect(toastWith(ana, 'Removed from beta testing')).toBeVisible();

  await expect(toastWith(ben, 'A place opened')).toBeVisible();
  await expect(actions(ben).getByText('You have a place in this beta.')).toBeVisible();
  await ben.goto('/my-demos');
  const row = ben.getByRole('article').filter({ has: ben.getByRole('heading', { name }) });
  await expect(row.getByText('Interested', { exact: true })).toBeVisible();

  // The builder declines Ben with a reason; My Demos shows it as it happens.
  const declined = await builder.request.patch(`/api/interests/${(await signupOf('Ben')).id}`, {
    data: { status: 'Declined', reason: REASON },
  });
  expect(declined.ok(), await declined.text()).toBe(true);
  await expect(toastWith(ben, 'The builder declined you')).toBeVisible();
  await expect(row.getByText('Declined', { exact: true })).toBeVisible();
  await expect(row.getByText(`Declined: ${REASON}`)).toBeVisible();
  await expectNoSeriousA11yViolations(ben);
  await screenshotsAtBothWidths(ben, 'waitlist-declined-my-demos');
  // The listing's page says the same: declined, not a ticked "Already Joined"; no one counted.
  await ben.goto(`/software/${id}`);
  await expect(actions(ben).getByText('The builder declined you.')).toBeVisible();
  await expect(actions(ben).getByRole('button', { name: 'Already Joined' })).toHaveCount(0);
  await expect(actions(ben).getByText('0 testers joined')).toBeVisible();
  await expect(actions(ben).getByText('1 of 1 place left')).toBeVisible();

  // The card on Browse: the place is free again, and no instructions leak into it.
  await ben.goto(`/browse?search=${tag}`);
  const card = ben.getByRole('article').filter({ has: ben.getByRole('heading', { name }) });
  await expect(card.getByText('1 of 1 place left')).toBeVisible();
  await expect(card).not.toContainText('Invite code');
  await screenshotsAtBothWidths(ben, 'waitlist-browse-card');

  // The owner always sees the instructions.
  await builder.goto(`/software/${id}`);
  await expect(builder.getByRole('region', { name: 'How to get the build' })).toBeVisible();
  await screenshotsAtBothWidths(builder, 'waitlist-owner-detail');
});
