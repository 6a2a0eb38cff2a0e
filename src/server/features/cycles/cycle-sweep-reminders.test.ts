import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cycleOptIns, testCycles } from '@/server/db/schema/cycles.ts';
import { notificationPaths } from '@/shared/contracts/notification-paths.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { setUpCycleSweepFixtures } from '@/tests/factories/cycle-sweep.ts';

/*
 * The sweep's reminders at fixed instants on the app's clock (decision 025): a day is a date in
 * the cycle's zone and the evening is 19:00 on its wall clock, so across a daylight-saving change
 * both move by an hour in UTC. Instants are written in UTC, with the local time beside them.
 */

const { fx, cycleWith, checkIn, sweepAt, noticesTo, mailedTo } = setUpCycleSweepFixtures();

const titlesTo = async (userId: string) =>
  (await noticesTo(userId, 'cycle_reminder')).map((notice) => notice.title);

const missedDaysTitles = async (userId: string) =>
  (await titlesTo(userId)).filter((title) => title.startsWith('You have not checked in'));

describe('a 3-day Custom cycle in Berlin across 29 March 2026, a 23-hour day', () => {
  const berlin = {
    kind: 'Custom' as const,
    timeZone: 'Europe/Berlin',
    startDate: '2026-03-28',
    lengthDays: 3,
    testersRequired: 2,
  };

  it('reminds who has not checked in at 19:00 Berlin time, CET and then CEST', async () => {
    const { cycle, testers } = await cycleWith({ ...berlin, optedIn: 2 });
    const [keen, late] = testers as [(typeof testers)[0], (typeof testers)[0]];
    await checkIn(cycle.id, keen, '2026-03-28', '2026-03-29');

    await sweepAt('2026-03-28T17:59:59.999Z'); // 18:59:59.999 CET
    expect(await titlesTo(late.id)).toEqual([]);
    await sweepAt('2026-03-28T18:00:00Z'); // 19:00 CET
    expect(await noticesTo(late.id, 'cycle_reminder')).toEqual([
      {
        type: 'cycle_reminder',
        title: 'Check in to Tide Tables today',
        body: 'You have not checked in yet today. Today ends at midnight, Europe/Berlin time.',
        link: clientRoutes.myDemos,
        inApp: true,
      },
    ]);
    await sweepAt('2026-03-28T22:59:59.999Z'); // 23:59:59.999 CET, the same date
    // Summer time starts at 02:00 on the 29th: its evening is 17:00 UTC, not 18:00.
    await sweepAt('2026-03-29T16:59:59.999Z'); // 18:59:59.999 CEST
    expect(await titlesTo(late.id)).toHaveLength(1);
    await sweepAt('2026-03-29T17:00:00Z'); // 19:00 CEST
    await sweepAt('2026-03-29T17:05:00Z');
    expect(await titlesTo(late.id)).toEqual([
      'Check in to Tide Tables today',
      'Check in to Tide Tables today',
    ]);
    // Checked in each day: never reminded.
    expect(await titlesTo(keen.id)).toEqual([]);
  });

  it('reminds after two missed days from Berlin’s midnight, once, in the app and by e-mail as chosen', async () => {
    const { cycle, testers } = await cycleWith({ ...berlin, optedIn: 3 });
    const [silent, mailless, keen] = testers as [
      (typeof testers)[0],
      (typeof testers)[0],
      (typeof testers)[0],
    ];
    const noMail = await fx.t.app.inject({
      method: 'PUT',
      url: notificationPaths.preferences,
      headers: { cookie: mailless.cookie },
      payload: { preferences: [{ type: 'cycle_reminder', inApp: true, email: false }] },
    });
    expect(noMail.statusCode).toBe(200);
    await checkIn(cycle.id, keen, '2026-03-28', '2026-03-29');

    // The 29th ends after 23 hours, at 22:00 UTC: a UTC day would still have two hours to go.
    await sweepAt('2026-03-29T21:59:59.999Z'); // 23:59:59.999 CEST: one day missed so far
    expect(await missedDaysTitles(silent.id)).toEqual([]);
    fx.events.length = 0;
    await sweepAt('2026-03-29T22:00:00Z'); // 00:00 CEST on the 30th: the 28th and 29th missed
    const reminder = {
      type: 'cycle_reminder',
      title: 'You have not checked in to Tide Tables for 2 days',
      body: 'Check in today to keep your place: one more missed day and it goes to the next tester in line.',
      link: clientRoutes.myDemos,
      inApp: true,
    };
    for (const tester of [silent, mailless])
      expect(await noticesTo(tester.id, 'cycle_reminder')).toContainEqual(reminder);
    expect(fx.events).toEqual(
      expect.arrayContaining([
        { type: 'notifications_changed', userId: silent.id },
        { type: 'notifications_changed', userId: mailless.id },
        { type: 'cycle_changed', cycleId: cycle.id, listingId: cycle.softwareId },
      ]),
    );

    fx.events.length = 0;
    await sweepAt('2026-03-30T06:00:00Z');
    await sweepAt('2026-03-30T16:59:59.999Z'); // 18:59:59.999 CEST
    for (const tester of [silent, mailless])
      expect(await missedDaysTitles(tester.id)).toEqual([reminder.title]);
    expect(fx.events).toEqual([]);
    expect(await missedDaysTitles(keen.id)).toEqual([]);

    expect((await mailedTo(silent)).filter((subject) => subject === reminder.title)).toHaveLength(
      1,
    );
    expect(await mailedTo(mailless)).toEqual([]);
  });

  it('reminds no one before the cycle starts or after it ends', async () => {
    const { cycle, testers } = await cycleWith({ ...berlin, startDate: '2026-04-10', optedIn: 1 });
    const [tester] = testers as [(typeof testers)[0]];
    await checkIn(cycle.id, tester, '2026-04-10', '2026-04-11');
    await sweepAt('2026-04-09T21:59:59.999Z'); // 23:59:59.999 CEST on the 9th
    expect(await titlesTo(tester.id)).toEqual([]);
    await sweepAt('2026-04-12T21:59:59.999Z'); // the last day's end: its evening reminder only
    expect(await titlesTo(tester.id)).toEqual(['Check in to Tide Tables today']);
    await sweepAt('2026-04-12T22:00:00Z'); // the 13th: ended, nothing more is due
    await sweepAt('2026-04-13T17:00:00Z');
    expect(await titlesTo(tester.id)).toHaveLength(1);
  });
});

const losAngelesPlay = {
  kind: 'PlayClosedTest' as const,
  timeZone: 'America/Los_Angeles',
  startDate: '2026-03-02',
  testersRequired: 2,
};

describe('a 14-day Play cycle in Los Angeles across 8 March 2026, a 23-hour day', () => {
  it('keeps to 19:00 and midnight on Los Angeles’s clock as it moves from PST to PDT', async () => {
    const { cycle, testers } = await cycleWith({ ...losAngelesPlay, optedIn: 2 });
    const [gone, steady] = testers as [(typeof testers)[0], (typeof testers)[0]];
    const march = (day: number) => `2026-03-${String(day).padStart(2, '0')}`;
    await checkIn(cycle.id, gone, ...[2, 3, 4, 5, 6].map(march));
    await checkIn(cycle.id, steady, ...[2, 3, 4, 5, 6, 7, 8, 9].map(march));

    await sweepAt('2026-03-08T02:59:59.999Z'); // 18:59:59.999 PST on the 7th
    expect(await titlesTo(gone.id)).toEqual([]);
    await sweepAt('2026-03-08T03:00:00Z'); // 19:00 PST on the 7th
    expect(await titlesTo(gone.id)).toEqual(['Check in to Tide Tables today']);
    await sweepAt('2026-03-09T01:59:59.999Z'); // 18:59:59.999 PDT on the 8th
    expect(await titlesTo(gone.id)).toHaveLength(1);
    await sweepAt('2026-03-09T02:00:00Z'); // 19:00 PDT on the 8th, 23 hours after the last
    expect(await titlesTo(gone.id)).toHaveLength(2);

    await sweepAt('2026-03-09T06:59:59.999Z'); // 23:59:59.999 PDT on the 8th
    expect(await missedDaysTitles(gone.id)).toEqual([]);
    await sweepAt('2026-03-09T07:00:00Z'); // 00:00 PDT on the 9th: the 7th and 8th missed
    expect(await missedDaysTitles(gone.id)).toEqual([
      'You have not checked in to Tide Tables for 2 days',
    ]);
    await sweepAt('2026-03-10T01:59:59.999Z'); // 18:59:59.999 PDT on the 9th
    expect(await titlesTo(gone.id)).toHaveLength(3);
    await sweepAt('2026-03-10T02:00:00Z'); // 19:00 PDT on the 9th
    expect(await titlesTo(gone.id)).toHaveLength(4);
    expect(await titlesTo(steady.id)).toEqual([]);
  });
});

describe('a cycle the sweep cannot read', () => {
  it('holds back no other cycle, and the run reports it', async () => {
    const broken = await cycleWith({ ...losAngelesPlay, startDate: '2026-05-04', optedIn: 1 });
    await fx.t.db.delete(cycleOptIns).where(eq(cycleOptIns.cycleId, broken.cycle.id));
    // A zone the platform no longer knows (its data changed), written past the contract's check,
    // on the cycle the sweep takes first.
    const first = '00000000-0000-4000-8000-000000000000';
    await fx.t.db
      .update(testCycles)
      .set({ id: first, timeZone: 'Mars/Olympus_Mons' })
      .where(eq(testCycles.id, broken.cycle.id));
    try {
      const { testers } = await cycleWith({
        ...losAngelesPlay,
        startDate: '2026-05-04',
        optedIn: 1,
      });
      const [tester] = testers as [(typeof testers)[0]];
      // 19:00 PDT on the 4th.
      await expect(sweepAt('2026-05-05T02:00:00Z')).rejects.toThrow(
        'Test cycles that could not be swept: 1',
      );
      expect(await titlesTo(tester.id)).toEqual(['Check in to Tide Tables today']);
    } finally {
      await fx.t.db.delete(testCycles).where(eq(testCycles.id, first));
    }
  });
});
