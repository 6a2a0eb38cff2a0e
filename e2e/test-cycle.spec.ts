import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { ListingTester } from '@/shared/contracts/interests.ts';
import { addDays, dateInZone, instantAtWallClock } from '@/shared/cycles/calendar-dates.ts';
import { expect, test } from './support/fixtures.ts';
import { createListingThroughApi } from './support/listings.ts';
import { expectNoSeriousA11yViolations, screenshotsAtBothWidths } from './support/page-checks.ts';

/*
 * A whole short cycle on the server's test clock (TEST_CLOCK=1): a 3-day Custom cycle in
 * Europe/Berlin from today there, each day entered at 10:00 Berlin time. Each page's own clock is
 * moved with the server's, since My Demos sends today's date as the browser sees it. Day 1 is
 * today because what the database stamps itself (a report's filing time) keeps the real time; the
 * days' arithmetic across daylight-saving changes is the unit tests' (cycle-days, check-ins).
 */
const ZONE = 'Europe/Berlin';
const DAY_1 = dateInZone(new Date(), ZONE);
const dayAt10 = (daysLater: number) => {
  const date = addDays(DAY_1, daysLater);
  return { date, at: instantAtWallClock(date, 10 * 3_600_000, ZONE).toISOString() };
};
const DAYS = { 1: dayAt10(0), 2: dayAt10(1), 3: dayAt10(2) } as const;

const accented = (start: string) =>
  `${start} Ærøskøbing-Łódź Šťastný Élodie Ñúñez Çağlar Øyvind`.padEnd(80, 'é').slice(0, 80);

async function moveClocks(pages: Page[], day: keyof typeof DAYS) {
  const { at } = DAYS[day];
  const moved = await pages[0]?.request.put('/api/test-clock', { data: { now: at } });
  expect(moved?.ok(), await moved?.text()).toBe(true);
  for (const page of pages) await page.clock.setFixedTime(new Date(at));
}

async function join(tester: Page, listingId: string) {
  const joined = await tester.request.post('/api/interests', { data: { softwareId: listingId } });
  expect(joined.ok(), await joined.text()).toBe(true);
  return joined;
}

async function acceptAll(builder: Page, listingId: string) {
  const testers = (await (
    await builder.request.get(`/api/software/${listingId}/testers`)
  ).json()) as ListingTester[];
  for (const tester of testers.filter((t) => t.status === 'Interested')) {
    const accepted = await builder.request.patch(`/api/interests/${tester.id}`, {
      data: { status: 'Accepted' },
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
  }
}

const myCycle = (page: Page, listingName: string) =>
  page.getByRole('article').filter({ hasText: listingName });

async function optInOnMyDemos(page: Page, listingName: string, storeEmail: string) {
  await page.goto('/my-demos');
  const card = myCycle(page, listingName);
  await card.getByLabel('Store account e-mail').fill(storeEmail);
  await card.getByRole('button', { name: "I've opted in" }).click();
  await expect(card.getByText(`Opted in as ${storeEmail}`)).toBeVisible();
}

async function checkInOnMyDemos(page: Page, listingName: string, note: string) {
  await page.goto('/my-demos');
  const card = myCycle(page, listingName);
  await card.getByRole('button', { name: 'I used it today' }).click();
  await card.getByLabel('What did you try?').fill(note);
  await card.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(card.getByText('Checked in today ✓')).toBeVisible();
}

test('a 3-day cycle: opt in, check in, miss, be reminded, drop, backfill, a build update, the evidence pack', async ({
  newPersonPage,
}) => {
  test.setTimeout(240_000);
  const tag = randomUUID().slice(0, 6);
  const builder = await newPersonPage('Builder', { firstName: 'Bea', lastName: 'Builder' });
  const ana = await newPersonPage('Tester', { firstName: accented(`Ana ${tag}`), lastName: 'Ö' });
  const ben = await newPersonPage('Tester', { firstName: accented(`Ben ${tag}`), lastName: 'Ü' });
  const cy = await newPersonPage('Tester', { firstName: accented(`Cy ${tag}`), lastName: 'Ä' });
  const dee = await newPersonPage('Tester', { firstName: accented(`Dee ${tag}`), lastName: 'É' });
  const everyone = [builder, ana, ben, cy, dee];
  await moveClocks(everyone, 1);

  const listingName = accented(`Tidewater ${tag}`);
  const listingId = await createListingThroughApi(builder, {
    name: listingName,
    shortDescription: 'A tide-chart app in a closed test.',
    longDescription: 'Check the charts against your harbour every day.',
    category: 'Mobile',
    testerLimit: 3,
    accessInstructions: 'Install the build from the Play Store link on the cycle.',
  } as Parameters<typeof createListingThroughApi>[1]);
  // Ana joins from the listing's page, as a person would; Ben and Cy through the same call.
  await ana.goto(`/software/${listingId}`);
  await ana.getByRole('button', { name: "I'll Test This" }).click();
  await expect(ana.getByText("You've joined this beta test!", { exact: true })).toBeVisible();
  for (const tester of [ben, cy]) await join(tester, listingId);
  await acceptAll(builder, listingId);
  // The fourth waits in line for a place.
  await join(dee, listingId);

  // Day 1. The builder starts a 3-day Custom cycle from the listing.
  await builder.goto(`/software/${listingId}/cycles`);
  await builder.getByLabel('Kind').selectOption({ label: 'Custom' });
  await builder.getByLabel('Testers required').fill('2');
  await builder.getByLabel('Extra places (headroom)').fill('1');
  await builder.getByLabel('Length in days').fill('3');
  await builder.getByLabel('Missed days before a place is released').fill('3');
  await builder
    .getByLabel('Store opt-in link')
    .fill('https://play.google.com/apps/testing/com.example.tide');
  await builder.getByLabel('Time zone').selectOption(ZONE);
  await builder.getByLabel('Start date').fill(DAYS[1].date);
  await builder.getByRole('button', { name: 'Start the test cycle' }).click();
  await expect(
    builder.getByRole('heading', { name: `Test cycle of ${listingName}` }),
  ).toBeVisible();
  const cycleUrl = builder.url();

  // Ana and Ben opt in on My Demos; Cy too. Ana and Cy check in, Ben does not.
  await optInOnMyDemos(ana, listingName, `ana.${tag}@gmail.com`);
  await optInOnMyDemos(ben, listingName, `ben.${tag}@gmail.com`);
  await optInOnMyDemos(cy, listingName, `cy.${tag}@gmail.com`);
  await checkInOnMyDemos(ana, listingName, `Day one: ${'ß'.repeat(500)}`);
  await checkInOnMyDemos(cy, listingName, 'Charts matched the harbour.');

  // A second check-in the same day is refused by the server.
  const twice = await ana.request.post(
    `${cycleUrl.replace('/cycles/', '/api/cycles/')}/check-ins`,
    {
      data: { date: DAYS[1].date },
    },
  );
  expect(twice.status()).toBe(409);
  expect((await twice.json()).code).toBe('already_checked_in');

  // Day 2. Ana files a report and checks in; Cy checks in; Ben misses again.
  await moveClocks(everyone, 2);
  const report = await ana.request.post(`/api/software/${listingId}/feedback`, {
    data: { kind: 'Bug', title: 'Export crashes on long charts', body: 'It closes at once.' },
  });
  expect(report.ok(), await report.text()).toBe(true);
  const reportId = (await report.json()).id as string;
  await checkInOnMyDemos(ana, listingName, 'Found a crash, reported it.');
  await checkInOnMyDemos(cy, listingName, 'All good.');

  // Day 3. Ben missed two days: the sweep reminds him, once.
  await moveClocks(everyone, 3);
  await ben.goto('/notifications');
  await expect(ben.getByText(`You have not checked in to ${listingName} for 2 days`)).toBeVisible();
  await ben.goto('/my-demos');
  await expect(myCycle(ben, listingName).getByText(/You missed/)).toBeVisible();
  await expectNoSeriousA11yViolations(ben);
  await screenshotsAtBothWidths(ben, 'cycle-my-demos');

  // Cy drops out; the place goes to Dee, first in line, and the builder accepts her.
  await cy.goto('/my-demos');
  await cy.getByRole('button', { name: `Leave ${listingName}` }).click();
  await cy.getByRole('alertdialog').getByRole('button', { name: 'Leave beta' }).click();
  await expect(cy.getByText('Removed from beta testing', { exact: true })).toBeVisible();
  await acceptAll(builder, listingId);
  await optInOnMyDemos(dee, listingName, `dee.${tag}@gmail.com`);

  // The builder's grid: live, labelled squares, at 1280 and 375 px.
  await builder.goto(cycleUrl);
  const grid = builder.getByRole('region', { name: /grid|days/i }).first();
  await expect(builder.getByRole('img', { name: /Ana .*day 1: checked in/ })).toBeVisible();
  await expect(builder.getByRole('img', { name: /Ben .*day 2: missed/ })).toBeVisible();
  await expect(builder.getByRole('img', { name: /Cy .*day 3: dropped/ })).toBeVisible();
  await expect(builder.getByText('Missed yesterday').first()).toBeVisible();
  await expect(grid).toBeVisible();
  await expectNoSeriousA11yViolations(builder);
  await screenshotsAtBothWidths(builder, 'cycle-grid');

  // Ana checks in on day 3 while the builder watches: the grid changes without a reload.
  await checkInOnMyDemos(ana, listingName, 'Day three.');
  await expect(builder.getByRole('img', { name: /Ana .*day 3: checked in/ })).toBeVisible();

  // A build update fixes Ana's report: it moves to Fixed and she is asked to verify.
  await builder.getByLabel('Version').fill('1.4.2');
  await builder.getByLabel('What changed').fill('Export no longer crashes on long charts.');
  await builder.getByRole('checkbox', { name: /Export crashes on long charts/ }).check();
  await builder.getByRole('button', { name: 'Post the build update' }).click();
  await expect(builder.getByText('1.4.2').first()).toBeVisible();
  const fixed = await ana.request.get(`/api/feedback/${reportId}`);
  expect((await fixed.json()).status).toBe('Fixed');
  await expect(builder.getByText('Version 1.4.2')).toBeVisible();
  await ana.goto('/notifications');
  await expect(ana.getByText(`${listingName} 1.4.2 is out: update to test it`)).toBeVisible();

  // The evidence pack: the store alone decides; the CSV downloads.
  await builder.getByRole('link', { name: 'Open the evidence pack' }).click();
  await expect(builder.getByText(/The store alone decides/)).toBeVisible();
  const reports = builder.getByRole('region', { name: 'Reports' });
  await expect(reports.getByText('Export crashes on long charts')).toBeVisible();
  await screenshotsAtBothWidths(builder, 'cycle-evidence');
  const download = builder.waitForEvent('download');
  await builder.getByRole('button', { name: 'Download CSV' }).first().click();
  const csv = await readFile((await (await download).path()) as string, 'utf8');
  expect(csv).toContain('The store alone decides');
  expect(csv).toContain('1.4.2');
  expect(csv).toContain('Export crashes on long charts');
});
