import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { cycleOptIns, testCycles } from '@/server/db/schema/cycles.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { openServiceContext } from '@/server/lib/service-context.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import { interestPaths } from '@/shared/contracts/interest-paths.ts';
import { cycleDayCalls, settableCycleClock } from '@/tests/factories/cycle-days.ts';
import { type CycleCaller, setUpCycleFixtures } from '@/tests/factories/cycles.ts';
import { closeLeftPeriods } from './opt-in-periods.ts';

/*
 * Opt-in periods in a 3-day Berlin cycle from 28 March 2026: a tester who stops holding a place
 * ends their period on that date in the cycle's zone, and one who comes back starts a new one.
 */

const fixtures = setUpCycleFixtures();
const { fx, beta, call, startCycle } = fixtures;
const clock = settableCycleClock(fixtures);
const { optIn, checkIn, leave, releaseForSilence } = cycleDayCalls(fixtures);
const rowOf = async (cycleId: string) => {
  const [row] = await fx.t.db.select().from(testCycles).where(eq(testCycles.id, cycleId));
  if (!row) throw new Error(`no cycle ${cycleId}`);
  return row;
};
const at = (iso: string) => clock.set(new Date(iso));

async function cycleCheckedInOnDayOne() {
  at('2026-03-27T10:00:00Z');
  const listing = await beta();
  const cycle = await startCycle(listing, {
    kind: 'Custom',
    testersRequired: 1,
    lengthDays: 3,
    timeZone: 'Europe/Berlin',
    startDate: '2026-03-28',
  });
  await optIn(cycle.id, 'accepted');
  at('2026-03-28T10:00:00Z');
  expect((await checkIn(cycle.id, 'accepted', { date: '2026-03-28' })).statusCode).toBe(201);
  return { listing, cycle };
}

const periodOf = async (cycleId: string, caller: CycleCaller) => {
  const [row] = await fx.t.db
    .select({ optedInOn: cycleOptIns.optedInOn, leftOn: cycleOptIns.leftOn })
    .from(cycleOptIns)
    .where(and(eq(cycleOptIns.cycleId, cycleId), eq(cycleOptIns.testerId, fx.ids[caller])));
  return row;
};

/** The period as the plugin stamps it, a moment after the change that ended it. */
const waitForLeftOn = (cycleId: string, leftOn: string | null) =>
  vi.waitFor(async () => expect((await periodOf(cycleId, 'accepted'))?.leftOn).toBe(leftOn));

const signupIdOf = async (listingId: string, caller: CycleCaller) => {
  const [row] = await fx.t.db
    .select({ id: interests.id })
    .from(interests)
    .where(and(eq(interests.listingId, listingId), eq(interests.testerId, fx.ids[caller])));
  return row?.id as string;
};

const decide = async (listingId: string, status: string) =>
  call('PATCH', interestPaths.one(await signupIdOf(listingId, 'accepted')), 'builder', { status });

const boardRowOf = async (cycleId: string) => {
  const board = (await call('GET', cyclePaths.board(cycleId), 'builder')).json();
  return board.testers.find((row: { testerId: string }) => row.testerId === fx.ids.accepted);
};

describe('a tester who stops holding a place', () => {
  it('leaves: the period ends that day, and the board shows them dropped from it', async () => {
    const { listing, cycle } = await cycleCheckedInOnDayOne();
    // 00:30 on the 29th in Berlin, still the 28th in UTC.
    at('2026-03-28T23:30:00Z');
    fx.events.length = 0;
    expect((await leave(listing.id, 'accepted')).statusCode).toBe(204);
    await waitForLeftOn(cycle.id, '2026-03-29');
    expect(fx.events).toContainEqual({
      type: 'cycle_changed',
      cycleId: cycle.id,
      listingId: listing.id,
    });
    expect(await boardRowOf(cycle.id)).toMatchObject({
      holdsPlace: false,
      optedInOn: '2026-03-27',
      leftOn: '2026-03-29',
      days: ['checked-in', 'dropped', 'dropped'],
      continuous: false,
    });
  });

  it('is declined or released: the period ends that day too', async () => {
    const declined = await cycleCheckedInOnDayOne();
    at('2026-03-29T10:00:00Z');
    expect((await decide(declined.listing.id, 'Declined')).statusCode).toBe(200);
    await waitForLeftOn(declined.cycle.id, '2026-03-29');

    const released = await cycleCheckedInOnDayOne();
    at('2026-03-30T10:00:00Z');
    expect(await releaseForSilence(released.listing.id, 'accepted', clock.now())).toMatchObject({
      released: 1,
    });
    await waitForLeftOn(released.cycle.id, '2026-03-30');
  });

  it('comes back: must opt in again, which starts a new period that day', async () => {
    const { listing, cycle } = await cycleCheckedInOnDayOne();
    at('2026-03-29T10:00:00Z');
    await decide(listing.id, 'Declined');
    await waitForLeftOn(cycle.id, '2026-03-29');
    at('2026-03-30T10:00:00Z');
    expect((await decide(listing.id, 'Accepted')).statusCode).toBe(200);
    const back = (await call('GET', cyclePaths.one(cycle.id), 'accepted')).json();
    expect(back.myOptIn).toBeNull();
    expect(back.myDays.checkIns).toHaveLength(1);
    const refused = await checkIn(cycle.id, 'accepted', { date: '2026-03-30' });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'not_in_cycle']);
    const roster = (await call('GET', cyclePaths.one(cycle.id), 'builder')).json();
    expect(roster.notConfirmed).toBe(2);

    expect((await optIn(cycle.id, 'accepted', 'back@gmail.com')).json()).toEqual({
      optedInOn: '2026-03-30',
      storeEmail: 'back@gmail.com',
    });
    expect(await periodOf(cycle.id, 'accepted')).toEqual({
      optedInOn: '2026-03-30',
      leftOn: null,
    });
    expect((await checkIn(cycle.id, 'accepted', { date: '2026-03-30' })).statusCode).toBe(201);
    expect(await boardRowOf(cycle.id)).toMatchObject({
      holdsPlace: true,
      optedInOn: '2026-03-30',
      leftOn: null,
      days: ['checked-in', 'dropped', 'checked-in'],
      streak: 1,
      continuous: false,
    });
  });

  it('after the cycle has ended leaves its periods as they were', async () => {
    const { listing, cycle } = await cycleCheckedInOnDayOne();
    at('2026-03-31T10:00:00Z');
    await decide(listing.id, 'Declined');
    expect(await closeLeftPeriods(fx.t.db, await rowOf(cycle.id), clock.now())).toEqual([]);
    expect(await periodOf(cycle.id, 'accepted')).toEqual({ optedInOn: '2026-03-27', leftOn: null });
  });
});

describe('closeLeftPeriods', () => {
  it('heals a missed event once, however many processes stamp at the same moment', async () => {
    const { listing, cycle } = await cycleCheckedInOnDayOne();
    // The place is lost with no event to tell of it.
    await fx.t.db
      .update(interests)
      .set({ status: 'Released' })
      .where(eq(interests.id, await signupIdOf(listing.id, 'accepted')));
    const other = await openServiceContext(fx.t.app.database);
    try {
      const stamped = await Promise.all([
        closeLeftPeriods(fx.t.db, await rowOf(cycle.id), clock.now()),
        closeLeftPeriods(other.db, await rowOf(cycle.id), clock.now()),
      ]);
      expect(stamped.flat()).toEqual([fx.ids.accepted]);
    } finally {
      await other.close();
    }
    expect(await closeLeftPeriods(fx.t.db, await rowOf(cycle.id), clock.now())).toEqual([]);
    expect(await periodOf(cycle.id, 'accepted')).toEqual({
      optedInOn: '2026-03-27',
      leftOn: '2026-03-28',
    });
  });
});
