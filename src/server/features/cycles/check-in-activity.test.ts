import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interests } from '@/server/db/schema/interests.ts';
import { chatPaths } from '@/shared/contracts/chat-paths.ts';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { cycleDayCalls } from '@/tests/factories/cycle-days.ts';
import { setUpCycleFixtures } from '@/tests/factories/cycles.ts';

/*
 * What keeps a tester's place from being released for silence (issue 42: "a check-in, a report
 * or a message to the builder counts as activity"). Each restarts the silence clock on the
 * listing and takes back a reminder: a check-in through interests' `touchSignupUpdate`, a report
 * through `recordTesterActivity` (report.service.ts), a message in the send statement itself
 * (messages.service.ts, the `active` step).
 */

const fixtures = setUpCycleFixtures();
const { fx, beta, call, startCycle, todayUtc } = fixtures;
const { optIn, checkIn } = cycleDayCalls(fixtures);

const LONG_AGO = new Date('2026-01-01T00:00:00Z');

/** The Accepted tester's signup, silent since long ago and reminded of it. */
async function silentSignup(listing: Listing): Promise<() => Promise<SilenceClock>> {
  const signup = and(eq(interests.listingId, listing.id), eq(interests.testerId, fx.ids.accepted));
  await fx.t.db
    .update(interests)
    .set({ lastActivityAt: LONG_AGO, remindedAt: LONG_AGO })
    .where(signup);
  fx.events.length = 0;
  return async () => {
    const [row] = await fx.t.db
      .select({ lastActivityAt: interests.lastActivityAt, remindedAt: interests.remindedAt })
      .from(interests)
      .where(signup);
    return row;
  };
}

type SilenceClock = { lastActivityAt: Date; remindedAt: Date | null } | undefined;

async function expectActivityRecorded(listing: Listing, read: () => Promise<SilenceClock>) {
  const row = await read();
  expect(Date.now() - (row?.lastActivityAt.getTime() ?? 0)).toBeLessThan(60_000);
  expect(row?.remindedAt).toBeNull();
  // The tester's open pages drop the date their place would have gone.
  expect(fx.events).toContainEqual({
    type: 'interest_changed',
    testerId: fx.ids.accepted,
    listingId: listing.id,
    status: 'Accepted',
  });
}

describe('activity that keeps a place', () => {
  it('counts a check-in', async () => {
    const listing = await beta();
    const cycle = await startCycle(listing);
    await optIn(cycle.id, 'accepted');
    const read = await silentSignup(listing);
    expect((await checkIn(cycle.id, 'accepted', { date: todayUtc() })).statusCode).toBe(201);
    await expectActivityRecorded(listing, read);
  });

  it('counts a report', async () => {
    const listing = await beta();
    const read = await silentSignup(listing);
    const filed = await call('POST', feedbackPaths.ofListing(listing.id), 'accepted', {
      kind: 'Idea',
      title: 'A dark mode',
      body: 'The screen is bright at night.',
      screenshots: [],
      device: { browser: 'Firefox 133', os: 'Android 15', viewport: '412x915' },
    });
    expect(filed.statusCode).toBe(201);
    await expectActivityRecorded(listing, read);
  });

  it('counts a message to the builder', async () => {
    const listing = await beta();
    const started = await call('POST', chatPaths.conversations, 'accepted', {
      builderId: fx.ids.builder,
      testerId: fx.ids.accepted,
      softwareId: listing.id,
    });
    const read = await silentSignup(listing);
    const sent = await call('POST', chatPaths.messages, 'accepted', {
      conversationId: started.json().id,
      content: 'Still testing: the sync works on my phone now.',
    });
    expect(sent.statusCode).toBe(201);
    await expectActivityRecorded(listing, read);
  });
});
