import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/users.ts';
import { clientRoutes } from '@/shared/routes.ts';
import {
  mailedTo,
  type SweepTester,
  setUpCycleSweepFixtures,
} from '@/tests/factories/cycle-sweep.ts';

/*
 * The builder hears before the count can fall under the requirement (testers at risk: they
 * missed yesterday), once per date, and once when it has fallen; never once it is met.
 */

const { fx, world, cycleWith, checkIn, sweepAt, noticesTo } = setUpCycleSweepFixtures();

/** The builder's alerts about one cycle, oldest first. */
const alertsOf = async (cycleId: string) =>
  (await noticesTo(fx.ids.builder, 'cycle_alert')).filter(
    (notice) => notice.link === clientRoutes.cycle(cycleId),
  );

const days = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `2026-03-${from + index}`);

// A 14-day Play cycle from Monday 23 March 2026 in Berlin (its last day, 5 April, is in summer time).
const berlin = {
  kind: 'PlayClosedTest' as const,
  timeZone: 'Europe/Berlin',
  startDate: '2026-03-23',
  testersRequired: 3,
};

describe('the builder’s alerts', () => {
  it('warn once per date while losing those at risk would leave too few, then tell of the fall once', async () => {
    const { cycle, testers } = await cycleWith({ ...berlin, optedIn: 4 });
    const [ana, bo, keen1, keen2] = testers as [SweepTester, SweepTester, SweepTester, SweepTester];
    await checkIn(cycle.id, ana, '2026-03-23');
    await checkIn(cycle.id, bo, '2026-03-23');
    for (const keen of [keen1, keen2]) await checkIn(cycle.id, keen, ...days(23, 28));

    await sweepAt('2026-03-24T10:00:00Z'); // day 2: nobody missed yesterday
    expect(await alertsOf(cycle.id)).toEqual([]);

    await sweepAt('2026-03-25T07:00:00Z'); // day 3: Ana and Bo missed the 24th
    await sweepAt('2026-03-25T20:00:00Z');
    const warning = {
      type: 'cycle_alert',
      title: 'Tide Tables’s test cycle may fall under 3 testers',
      body: `2 testers missed yesterday: ${ana.name}, ${bo.name}. If they drop, fewer than 3 testers can stay opted in for 14 days in a row.`,
      link: clientRoutes.cycle(cycle.id),
      inApp: true,
    };
    expect(await alertsOf(cycle.id)).toEqual([warning]);
    const [builder] = await fx.t.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, fx.ids.builder));
    expect(await mailedTo(world(), builder?.email as string)).toContain(warning.title);

    await sweepAt('2026-03-26T07:00:00Z'); // day 4: still at risk, a new date
    expect(await alertsOf(cycle.id)).toEqual([warning, warning]);

    // Midnight of the 27th (CET): three days missed, both released; two are left of three.
    fx.events.length = 0;
    await sweepAt('2026-03-26T23:00:00Z');
    await sweepAt('2026-03-27T12:00:00Z');
    const fall = {
      ...warning,
      title: 'Tide Tables’s test cycle fell under 3 testers',
      body: `No longer opted in: ${ana.name}, ${bo.name}. 2 testers can still be opted in for 14 days in a row by 5 April, and 3 are needed. Accept testers from the waitlist, or extend the cycle.`,
    };
    expect(await alertsOf(cycle.id)).toEqual([warning, warning, fall]);
    expect(fx.events).toContainEqual({ type: 'notifications_changed', userId: fx.ids.builder });

    // Still under the next day: nothing new to tell.
    await sweepAt('2026-03-28T12:00:00Z');
    expect(await alertsOf(cycle.id)).toHaveLength(3);
  });

  it('tell of a fall when a tester leaves, before anything closes their opt-in', async () => {
    const { cycle, listing, testers } = await cycleWith({ ...berlin, optedIn: 3 });
    for (const tester of testers) await checkIn(cycle.id, tester, ...days(23, 26));
    const [leaver] = testers as [SweepTester];
    await sweepAt('2026-03-26T12:00:00Z');
    const leave = await fx.t.app.inject({
      method: 'DELETE',
      url: `/api/interests/${listing.id}`,
      headers: { cookie: leaver.cookie },
    });
    expect(leave.statusCode).toBe(204);
    await sweepAt('2026-03-26T12:05:00Z');
    await sweepAt('2026-03-26T12:10:00Z');
    expect(await alertsOf(cycle.id)).toEqual([
      expect.objectContaining({
        title: 'Tide Tables’s test cycle fell under 3 testers',
        body: expect.stringMatching(
          new RegExp(`^No longer opted in: ${leaver.name}\\. 2 testers can still`),
        ),
      }),
    ]);
  });

  it('say nothing while enough testers would be left without those at risk', async () => {
    const { cycle, testers } = await cycleWith({ ...berlin, optedIn: 5 });
    const [late1, late2, ...keen] = testers;
    for (const tester of keen) await checkIn(cycle.id, tester, '2026-03-23', '2026-03-24');
    for (const tester of [late1, late2])
      await checkIn(cycle.id, tester as SweepTester, '2026-03-24');
    await sweepAt('2026-03-24T12:00:00Z'); // two missed the 23rd; three would be left of three
    expect(await alertsOf(cycle.id)).toEqual([]);
  });

  it('say nothing once the requirement is met, whoever missed yesterday', async () => {
    const { cycle, testers } = await cycleWith({
      kind: 'Custom',
      timeZone: 'America/Los_Angeles',
      startDate: '2026-03-07',
      lengthDays: 3,
      testersRequired: 2,
      optedIn: 2,
    });
    const [skipper, keen] = testers as [SweepTester, SweepTester];
    await checkIn(cycle.id, skipper, '2026-03-07');
    await checkIn(cycle.id, keen, '2026-03-07', '2026-03-08', '2026-03-09');
    // The 9th in Los Angeles, after the 23-hour 8th: both opted in for the 3 days, so it is met.
    await sweepAt('2026-03-09T07:00:00Z');
    await sweepAt('2026-03-10T02:00:00Z');
    expect(await alertsOf(cycle.id)).toEqual([]);
    expect((await noticesTo(skipper.id, 'cycle_reminder')).map((notice) => notice.title)).toContain(
      'Check in to Tide Tables today',
    );
  });
});
