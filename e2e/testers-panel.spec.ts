import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Listing } from '@/shared/contracts/listings.ts';
import { expectNoSidewaysScroll, messageInThread } from './support/chat.ts';
import { expect, test } from './support/fixtures.ts';
import { createListingThroughApi, type ListingInput } from './support/listings.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/page-checks.ts';

const ACCENTED_80 =
  'Élodie-Anaïs Ñúñez-Þórsdóttir Ålesund Çağlar Øyvind Zoë Ĳsselmeer Łódź Šťastný'.slice(0, 80);
const OTHER_80 = 'Zoë Ÿvonne Ðorđević-Ærøskøbing Ŭlrich Ğülşen Ţăranu Ŝmith Œuvre Ħamrun Ĵosé'
  .padEnd(80, 'é')
  .slice(0, 80);
const LONG_ANSWER = 'Überlänge'.repeat(56).slice(0, 500);
const LONG_REASON = 'Begründung'.repeat(50);
const PHONE_QUESTION = 'Which phone do you test on?';
const FIRST_QUESTION = 'What would you like to try first?';

/** A listing with a choice and a text question, posted through the API as the post form would. */
async function listingWithQuestions(builder: Page): Promise<Listing> {
  const input: ListingInput & { screeningQuestions: object[] } = {
    name: `Quizzed ${randomUUID().slice(0, 6)}`,
    shortDescription: 'A beta that asks before it lets you in.',
    longDescription: 'Tell us your phone and what you would try first.',
    category: 'Mobile',
    screeningQuestions: [
      { prompt: PHONE_QUESTION, kind: 'choice', options: ['Android', 'iOS'], required: true },
      { prompt: FIRST_QUESTION, kind: 'text', required: false },
    ],
  };
  const id = await createListingThroughApi(builder, input);
  return (await (await builder.request.get(`/api/software/${id}`)).json()) as Listing;
}

async function join(tester: Page, listing: Listing, phone: string, first: string) {
  const [phoneQuestion, firstQuestion] = listing.screeningQuestions;
  const joined = await tester.request.post('/api/interests', {
    data: {
      softwareId: listing.id,
      answers: { [phoneQuestion?.id ?? '']: phone, [firstQuestion?.id ?? '']: first },
    },
  });
  expect(joined.status(), await joined.text()).toBe(201);
}

test('a builder filters testers by answer, declines with a reason and messages another', async ({
  newPersonPage,
}) => {
  test.setTimeout(90_000);
  const builder = await newPersonPage('Builder', { firstName: 'Bo', lastName: 'Boss' });
  const android = await newPersonPage('Tester', {
    firstName: ACCENTED_80,
    lastName: 'Ó'.repeat(80),
  });
  const iphone = await newPersonPage('Tester', { firstName: OTHER_80, lastName: 'Ñ'.repeat(80) });
  const androidName = `${ACCENTED_80} ${'Ó'.repeat(80)}`;
  const iphoneName = `${OTHER_80} ${'Ñ'.repeat(80)}`;
  const listing = await listingWithQuestions(builder);
  await join(android, listing, 'Android', LONG_ANSWER);
  await join(iphone, listing, 'iOS', 'The offline mode');

  await builder.setViewportSize({ width: 1280, height: 900 });
  await builder.goto('/builder-dashboard');
  await builder.getByRole('button', { name: `Testers of ${listing.name}` }).click();
  const panel = builder.getByRole('region', { name: `Testers of ${listing.name}` });
  const rowOf = (name: string) => panel.getByRole('listitem').filter({ hasText: name });
  await expect(rowOf(androidName)).toContainText(LONG_ANSWER);
  await expect(rowOf(iphoneName)).toContainText('The offline mode');
  await expect(rowOf(iphoneName).getByText(PHONE_QUESTION)).toBeVisible();
  await expectNoSeriousA11yViolations(builder);
  await screenshot(builder, 'testers-panel-1280');

  await panel.getByLabel(PHONE_QUESTION).selectOption('Android');
  await expect(rowOf(iphoneName)).toHaveCount(0);
  await expect(panel.getByText('Showing 1 of 2 testers')).toBeVisible();
  await panel.getByRole('checkbox', { name: 'Select all shown' }).check();
  await expect(panel.getByText('1 selected')).toBeVisible();
  await panel.getByRole('button', { name: 'Decline selected' }).click();

  const dialog = builder.getByRole('dialog', { name: 'Decline 1 tester?' });
  await dialog.getByLabel('Reason (optional)').fill(LONG_REASON);
  await expect(dialog.getByText('500/500')).toBeVisible();
  await screenshot(builder, 'testers-decision-dialog-1280');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(builder.getByText('1 tester declined', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(androidName).getByText('Declined', { exact: true })).toBeVisible();
  await expect(rowOf(androidName)).toContainText(`Reason: ${LONG_REASON}`);

  // The tester reads the same decision and reason.
  const [own] = await (await android.request.get('/api/interests')).json();
  expect(own).toMatchObject({ status: 'Declined', reason: LONG_REASON });

  await builder.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(builder);
  await screenshot(builder, 'testers-panel-375');

  await panel.getByLabel(PHONE_QUESTION).selectOption('Any');
  await rowOf(iphoneName).getByRole('button', { name: 'Message' }).click();
  await expect(builder).toHaveURL(/\/messages\?c=[0-9a-f-]{36}$/);
  await expect(builder.getByRole('heading', { name: iphoneName })).toBeVisible();
  await expectNoSidewaysScroll(builder);
  const composer = builder.getByRole('textbox', { name: 'Message' });
  await composer.fill('Thanks for joining! Which iOS version are you on?');
  await composer.press('Enter');
  await expect(messageInThread(builder, 'Which iOS version are you on?')).toBeVisible();
  // Sending focused the composer, which scrolled; a full-page shot is taken from the top.
  await builder.evaluate(() => window.scrollTo(0, 0));
  await screenshot(builder, 'testers-message-375');

  const [conversation] = await (await iphone.request.get('/api/conversations')).json();
  expect(conversation).toMatchObject({
    softwareId: listing.id,
    lastMessage: { content: 'Thanks for joining! Which iOS version are you on?' },
  });
});
