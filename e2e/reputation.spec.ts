import { randomUUID } from 'node:crypto';
import type { APIResponse, Page } from '@playwright/test';
import type { ListingTester } from '@/shared/contracts/interests.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { expect, test } from './support/fixtures.ts';
import { createListingThroughApi } from './support/listings.ts';
import { expectNoSeriousA11yViolations, screenshotsAtBothWidths } from './support/page-checks.ts';

/*
 * Reputation both ways, as people meet it: a builder who answers reports within the hour earns
 * the badge on Browse and the sentence on the listing; a tester released after working on the
 * beta and the builder rate each other blind, each rating shown only once both are in; the
 * builder replies in public; a tester's profile kept for builders they apply to. The 14-day
 * reveal runs on the API tests' settable clock: moving this server's clock would move the other
 * browser tests' too.
 */
const accented = (start: string) =>
  `${start} Ærøskøbing-Łódź Šťastný Élodie Ñúñez Çağlar Øyvind`.padEnd(80, 'é').slice(0, 80);
const LONG_WORD = 'w'.repeat(500);
const RTL = 'مرحبا بالعالم، هذا اختبار طويل — שלום עולם, זו בדיקה';

async function ok(response: Promise<APIResponse>) {
  const answered = await response;
  expect(answered.ok(), await answered.text()).toBe(true);
  return answered;
}

async function idOf(page: Page) {
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
  return me.id;
}

/** Three reports from the tester, each answered by the builder's comment at once. */
async function reportsAnsweredAtOnce(builder: Page, tester: Page, listingId: string) {
  for (const n of [1, 2, 3]) {
    const filed = await ok(
      tester.request.post(`/api/software/${listingId}/feedback`, {
        data: { kind: 'Bug', title: `Crash ${n} on save`, body: 'It closes when I save.' },
      }),
    );
    const { id } = (await filed.json()) as { id: string };
    await ok(
      builder.request.post(`/api/feedback/${id}/comments`, {
        data: { body: 'Thanks, looking at it now.' },
      }),
    );
  }
}

test('a responsive builder is badged; a released tester and the builder rate each other blind, then see both', async ({
  newPersonPage,
}) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 6);
  const builderName = accented(`Bea ${tag}`);
  const testerName = accented(`Ana ${tag}`);
  const builder = await newPersonPage('Builder', { firstName: builderName, lastName: 'Ö' });
  const tester = await newPersonPage('Tester', { firstName: testerName, lastName: 'Ü' });
  const stranger = await newPersonPage('Tester', { firstName: `Sam ${tag}`, lastName: 'Stranger' });
  const [builderId, testerId] = [await idOf(builder), await idOf(tester)];
  const listingName = `Harbor Notes ${tag}`;
  const listingId = await createListingThroughApi(builder, {
    name: listingName,
    shortDescription: 'Notes that sync across devices.',
    longDescription: 'A note-taking app looking for testers.',
    category: 'Web',
  });

  await ok(tester.request.post('/api/interests', { data: { softwareId: listingId } }));
  const [signup] = (await (
    await builder.request.get(`/api/software/${listingId}/testers`)
  ).json()) as ListingTester[];
  await ok(builder.request.patch(`/api/interests/${signup?.id}`, { data: { status: 'Accepted' } }));

  // Three reports answered within the hour: the badge follows from the events, not from a form.
  await reportsAnsweredAtOnce(builder, tester, listingId);
  await expect
    .poll(
      async () =>
        ((await (await tester.request.get(`/api/software/${listingId}`)).json()) as Listing)
          .answerBadge,
    )
    .toBe('day');
  await tester.goto(`/browse?search=${encodeURIComponent(listingName)}`);
  const card = tester.getByRole('article').filter({ hasText: listingName });
  await expect(card.getByText('Answers within a day')).toBeVisible();
  await screenshotsAtBothWidths(tester, 'reputation-browse-badge');
  await tester.goto(`/software/${listingId}`);
  await expect(tester.getByText('Usually answers reports within a day')).toBeVisible();
  await screenshotsAtBothWidths(tester, 'reputation-detail-badge');
  await tester.goto(`/share/${listingId}`);
  await expect(tester.getByText('Usually answers reports within a day')).toBeVisible();
  await screenshotsAtBothWidths(tester, 'reputation-share-badge');

  // The builder deciding sees the tester's record beside them.
  await expect
    .poll(async () => {
      const testers = (await (
        await builder.request.get(`/api/software/${listingId}/testers`)
      ).json()) as ListingTester[];
      return testers[0]?.record.reports;
    })
    .toEqual({ filed: 3, acknowledged: 3, fixed: 0, duplicate: 0 });
  await builder.goto(`/software/${listingId}`);
  await builder.getByRole('button', { name: `Testers of ${listingName}` }).click();
  const panel = builder.getByRole('region', { name: `Testers of ${listingName}` });
  await expect(panel.getByText('3 filed, 0 fixed')).toBeVisible();
  await expect(panel.getByRole('link', { name: `${testerName} Ü` })).toHaveAttribute(
    'href',
    `/u/${testerId}`,
  );
  await screenshotsAtBothWidths(builder, 'reputation-testers-panel');

  // The builder releases the tester with a reason: their work together ended.
  await ok(
    builder.request.patch(`/api/interests/${signup?.id}`, {
      data: { status: 'Declined', reason: 'We have all the feedback we need, thank you' },
    }),
  );

  // The tester rates first, from My Demos, with the keyboard.
  await tester.goto('/my-demos');
  const toBuilder = tester.getByRole('article', { name: `Rate ${builderName} Ö` });
  await expect(toBuilder.getByText(`Builder of ${listingName}`)).toBeVisible();
  await toBuilder.getByRole('radio', { name: '1 star' }).click();
  await expect(toBuilder.getByRole('radio', { name: '1 star' })).toBeFocused();
  // Radix moves the focus a task after the key goes down, and checks only while the key is held.
  for (const stars of [2, 3, 4, 5]) {
    await tester.keyboard.down('ArrowRight');
    await expect(toBuilder.getByRole('radio', { name: `${stars} stars` })).toBeChecked();
    await tester.keyboard.up('ArrowRight');
  }
  const testersWords = `Answered every report within the hour. ${LONG_WORD} ${RTL}`;
  await toBuilder.getByLabel('Comment (optional)').fill(testersWords);
  await toBuilder.getByRole('button', { name: 'Submit rating' }).click();
  await expect(tester.getByText(/^Hidden until both have rated or /)).toBeVisible();

  // Double-blind: the builder and a stranger see nothing of it yet.
  await builder.goto(`/u/${builderId}`);
  await expect(builder.getByRole('heading', { level: 1 })).toContainText(builderName);
  await expect(builder.getByText('No ratings shown yet.')).toBeVisible();
  await expect(builder.getByText('Answered every report within the hour.')).toHaveCount(0);

  // Refused: twice, a stranger, oneself.
  const rating = { listingId, rateeId: builderId, stars: 1 };
  const twice = await tester.request.post('/api/ratings', { data: rating });
  expect([twice.status(), (await twice.json()).code]).toEqual([409, 'already_rated']);
  const fromStranger = await stranger.request.post('/api/ratings', { data: rating });
  expect([fromStranger.status(), (await fromStranger.json()).code]).toEqual([
    403,
    'not_worked_together',
  ]);
  const ofSelf = await builder.request.post('/api/ratings', { data: rating });
  expect([ofSelf.status(), (await ofSelf.json()).code]).toEqual([400, 'cannot_rate_self']);

  // The builder rates back from the dashboard: both ratings are shown at once.
  await builder.goto('/builder-dashboard');
  const toTester = builder.getByRole('article', { name: `Rate ${testerName} Ü` });
  await expect(toTester.getByText(`Tester on ${listingName}`)).toBeVisible();
  await toTester.getByRole('radio', { name: '4 stars' }).check();
  await toTester.getByLabel('Comment (optional)').fill('Clear steps to reproduce, every time.');
  await toTester.getByRole('button', { name: 'Submit rating' }).click();
  await expect(toTester).toHaveCount(0);

  // The builder finds their own public profile from Profile Settings.
  await builder.goto('/profile');
  await builder.getByRole('link', { name: /^See your public profile/ }).click();
  await expect(builder).toHaveURL(`/u/${builderId}`);
  const received = builder.getByRole('listitem').filter({ hasText: 'Answered every report' });
  await expect(received.getByRole('img', { name: '5 of 5 stars' })).toBeVisible();
  await received.getByRole('button', { name: /^Reply/ }).click();
  await received.getByLabel('Your public reply').fill(`Thank you! ${RTL}`);
  await received.getByRole('button', { name: 'Post reply' }).click();
  await expect(received.getByText(`Thank you! ${RTL}`)).toBeVisible();
  await expectNoSeriousA11yViolations(builder);
  await screenshotsAtBothWidths(builder, 'reputation-builder-profile');

  // Shown now: it can no longer be changed.
  const given = (await (await tester.request.get('/api/ratings/given')).json()) as { id: string }[];
  const change = await tester.request.patch(`/api/ratings/${given[0]?.id}`, { data: { stars: 1 } });
  expect([change.status(), (await change.json()).code]).toEqual([409, 'rating_shown']);

  // The tester's profile: the builder's rating and the record it rests on.
  await stranger.goto(`/u/${testerId}`);
  await expect(stranger.getByText('Clear steps to reproduce, every time.')).toBeVisible();
  await expect(stranger.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
  await expectNoSeriousA11yViolations(stranger);
  await screenshotsAtBothWidths(stranger, 'reputation-tester-profile');

  // Kept for builders they apply to: the stranger is refused, the builder still reads it.
  await tester.goto('/profile');
  const saved = tester.waitForResponse(
    (r) => r.url().endsWith('/api/me/profile-visibility') && r.request().method() === 'PUT',
  );
  await tester.getByRole('radio', { name: 'Only builders I apply to' }).click();
  expect((await saved).ok()).toBe(true);
  await tester.reload();
  await expect(tester.getByRole('radio', { name: 'Only builders I apply to' })).toBeChecked();
  await stranger.goto(`/u/${testerId}`);
  await expect(stranger.getByRole('heading', { name: 'This profile is private' })).toBeVisible();
  await builder.goto(`/u/${testerId}`);
  await expect(builder.getByText('Clear steps to reproduce, every time.')).toBeVisible();
});
