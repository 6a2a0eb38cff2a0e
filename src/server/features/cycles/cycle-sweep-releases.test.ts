import { describe, expect, it } from 'vitest';
import type { Interest } from '@/shared/contracts/interests.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { type SweepTester, setUpCycleSweepFixtures } from '@/tests/factories/cycle-sweep.ts';

/*
 * Testers who miss the cycle's limit of days in a row lose their place to the first in line, as
 * silent testers do, at the first sweep of the date the limit is reached in the cycle's zone.
 */

const { fx, cycleWith, checkIn, sweepAt, noticesTo, signupOf } = setUpCycleSweepFixtures();

/** Where the tester stands on the listing, as My Demos reads it. */
async function myDemosEntry(tester: SweepTester, listingId: string) {
  const response = await fx.t.app.inject({
    method: 'GET',
    url: '/api/interests',
    headers: { cookie: tester.cookie },
  });
  return (response.json() as Interest[]).find((interest) => interest.softwareId === listingId);
}

// A Play cycle from Friday 27 March 2026 in Berlin: the 27th, 28th and 29th (23 hours) missed.
const berlin = {
  kind: 'PlayClosedTest' as const,
  timeZone: 'Europe/Berlin',
  startDate: '2026-03-27',
  testersRequired: 2,
};
const REASON = 'Released after 3 missed days in the test cycle';

describe('a tester who reaches the missed-days limit', () => {
  it('loses the place at Berlin’s midnight, the first in line moves up, each told once', async () => {
    const { cycle, listing, testers, waiting } = await cycleWith({
      ...berlin,
      optedIn: 2,
      waiting: 2,
    });
    const [quiet, keen] = testers as [SweepTester, SweepTester];
    const [first, second] = waiting as [SweepTester, SweepTester];
    await checkIn(cycle.id, keen, '2026-03-27', '2026-03-28', '2026-03-29');

    await sweepAt('2026-03-29T21:59:59.999Z'); // 23:59:59.999 CEST on the 29th: two missed
    expect(await signupOf(listing.id, quiet)).toEqual({ status: 'Accepted', reason: null });
    const remindedBefore = await noticesTo(quiet.id, 'cycle_reminder');
    fx.events.length = 0;

    const swept = await sweepAt('2026-03-29T22:00:00Z'); // 00:00 CEST on the 30th: three
    expect(swept).toMatchObject({ released: 1, promoted: 1 });
    expect(await myDemosEntry(quiet, listing.id)).toMatchObject({
      status: 'Released',
      reason: REASON,
    });
    // The line's rule, as for any freed place: the first in line holds it, for the builder to accept.
    expect(await signupOf(listing.id, first)).toMatchObject({ status: 'Interested' });
    expect(await myDemosEntry(second, listing.id)).toMatchObject({
      status: 'Waitlisted',
      waitlistPosition: 1,
    });
    expect(await signupOf(listing.id, keen)).toMatchObject({ status: 'Accepted' });
    expect(fx.events).toEqual(
      expect.arrayContaining([
        { type: 'interest_changed', testerId: quiet.id, listingId: listing.id, status: 'Released' },
        {
          type: 'interest_changed',
          testerId: first.id,
          listingId: listing.id,
          status: 'Interested',
        },
        { type: 'cycle_changed', cycleId: cycle.id, listingId: listing.id },
        { type: 'notifications_changed', userId: quiet.id },
      ]),
    );

    await sweepAt('2026-03-29T22:05:00Z');
    await sweepAt('2026-03-30T18:00:00Z');
    expect(await noticesTo(quiet.id, 'inactivity')).toEqual([
      {
        type: 'inactivity',
        title: 'Your place on Tide Tables was released',
        body: REASON,
        link: clientRoutes.listing(listing.id),
        inApp: true,
      },
    ]);
    // Released, they are reminded of nothing more, in the evening or after.
    expect(await noticesTo(quiet.id, 'cycle_reminder')).toEqual(remindedBefore);
    expect((await noticesTo(first.id, 'waitlist_promoted')).map((notice) => notice.title)).toEqual([
      'A place opened on Tide Tables: you moved up from the waitlist',
    ]);
    expect(await noticesTo(second.id)).toEqual([]);
  });

  it('was reminded the day before, and the reminder says one more miss costs the place', async () => {
    const { listing, testers } = await cycleWith({ ...berlin, optedIn: 1 });
    const [quiet] = testers as [SweepTester];
    await sweepAt('2026-03-28T23:00:00Z'); // 00:00 CET→CEST day, the 29th: two missed
    expect(await noticesTo(quiet.id, 'cycle_reminder')).toEqual([
      expect.objectContaining({
        title: 'You have not checked in to Tide Tables for 2 days',
        body: 'Check in today to keep your place: one more missed day and it goes to the next tester in line.',
      }),
    ]);
    await sweepAt('2026-03-29T22:00:00Z');
    expect(await signupOf(listing.id, quiet)).toEqual({ status: 'Released', reason: REASON });
  });

  it('keeps a higher limit, and a cycle without one reminds each date and releases no one', async () => {
    const higher = await cycleWith({ ...berlin, missedDaysLimit: 4, optedIn: 1 });
    const never = await cycleWith({ ...berlin, missedDaysLimit: null, optedIn: 1 });
    for (const at of ['2026-03-29T22:00:00Z', '2026-03-30T22:00:00Z', '2026-03-31T22:00:00Z'])
      await sweepAt(at);
    const [fourDays] = higher.testers as [SweepTester];
    const [noLimit] = never.testers as [SweepTester];
    // The 30th: three missed, still one under four; the 31st: four, released.
    expect(await signupOf(higher.listing.id, fourDays)).toEqual({
      status: 'Released',
      reason: 'Released after 4 missed days in the test cycle',
    });
    expect(await signupOf(never.listing.id, noLimit)).toEqual({ status: 'Accepted', reason: null });
    expect(await noticesTo(noLimit.id, 'cycle_reminder')).toEqual(
      [3, 4, 5].map((days) =>
        expect.objectContaining({
          title: `You have not checked in to Tide Tables for ${days} days`,
          body: 'Check in today: each day you check in counts for the test cycle.',
        }),
      ),
    );
  });

  it('leaves alone a tester who no longer holds the place, and one who never opted in', async () => {
    const { cycle, listing, testers, unconfirmed } = await cycleWith({
      ...berlin,
      optedIn: 2,
      unconfirmed: 1,
    });
    const [left, stayed] = testers as [SweepTester, SweepTester];
    const [neverOptedIn] = unconfirmed as [SweepTester];
    const leave = await fx.t.app.inject({
      method: 'DELETE',
      url: `/api/interests/${listing.id}`,
      headers: { cookie: left.cookie },
    });
    expect(leave.statusCode).toBe(204);
    // The opt-in is not ended here: whether or not its leaving date is written, they are gone.
    await checkIn(cycle.id, stayed, '2026-03-27', '2026-03-28', '2026-03-29');
    await sweepAt('2026-03-29T22:00:00Z');
    await sweepAt('2026-03-30T18:00:00Z');
    expect(await noticesTo(left.id)).toEqual([]);
    expect(await signupOf(listing.id, left)).toBeUndefined();
    // Nothing is asked of a tester before they opt in: the roster shows them as not confirmed.
    expect(await noticesTo(neverOptedIn.id)).toEqual([]);
    expect(await signupOf(listing.id, neverOptedIn)).toMatchObject({ status: 'Accepted' });
  });
});
