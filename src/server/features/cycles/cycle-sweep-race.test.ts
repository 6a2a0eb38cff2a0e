import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '@/server/db/schema/mail.ts';
import {
  checkIn,
  cycleWithTesters,
  noticesTo,
  type SweepTester,
  type SweepWorld,
  signupOf,
} from '@/tests/factories/cycle-sweep.ts';
import { signUpAs } from '@/tests/factories/people.ts';
import { mailDueNotifications } from '@/tests/mail/notification-mail-job.ts';
import { buildTwoApps } from '@/tests/processes/two-processes.ts';
import { sweepCycles } from './cycle-sweep.ts';

const CYCLES = 4;

// PGlite is one process with one connection: two of its apps would be one app taking turns.
describe.runIf(process.env.TEST_DB === 'postgres')('two processes sweeping at once', () => {
  it('release once, fill each place once, and tell each person once', async () => {
    const apps = await buildTwoApps();
    try {
      const first: SweepWorld = { app: apps.first, db: apps.first.db };
      const second: SweepWorld = { app: apps.second, db: apps.second.db };
      const builder = await signUpAs(apps.first, 'Builder');
      const cycles = [];
      for (let i = 0; i < CYCLES; i++) {
        const made = await cycleWithTesters(
          first,
          { id: builder.user.id, cookie: builder.cookie },
          {
            kind: 'PlayClosedTest',
            timeZone: 'Europe/Berlin',
            startDate: '2026-03-27',
            testersRequired: 3,
            optedIn: 3,
            waiting: 2,
            name: `Raced Harbor ${i + 1}`,
          },
        );
        const [, half, keen] = made.testers as [SweepTester, SweepTester, SweepTester];
        await checkIn(first, made.cycle.id, half, '2026-03-27');
        await checkIn(first, made.cycle.id, keen, '2026-03-27', '2026-03-28', '2026-03-29');
        cycles.push(made);
      }

      // 19:30 CEST on the 30th: three days missed, two days missed, and today's evening.
      const at = new Date('2026-03-30T17:30:00Z');
      const runs = await Promise.all([
        sweepCycles(apps.first.services, at),
        sweepCycles(apps.second.services, at),
      ]);
      const sum = (key: 'released' | 'promoted' | 'reminded' | 'alerted') =>
        runs.reduce((total, run) => total + run[key], 0);
      expect([sum('released'), sum('promoted'), sum('reminded'), sum('alerted')]).toEqual([
        CYCLES,
        CYCLES,
        3 * CYCLES,
        CYCLES,
      ]);
      const again = await Promise.all([
        sweepCycles(apps.first.services, at),
        sweepCycles(apps.second.services, at),
      ]);
      for (const run of again)
        expect(run).toMatchObject({ released: 0, promoted: 0, reminded: 0, alerted: 0 });

      for (const { listing, testers, waiting } of cycles) {
        const [quiet, half, keen] = testers as [SweepTester, SweepTester, SweepTester];
        const [next, later] = waiting as [SweepTester, SweepTester];
        expect(await signupOf(first, listing.id, quiet)).toMatchObject({ status: 'Released' });
        expect(await signupOf(first, listing.id, next)).toMatchObject({ status: 'Interested' });
        expect(await signupOf(first, listing.id, later)).toMatchObject({ status: 'Waitlisted' });
        const types = async (tester: SweepTester) =>
          (await noticesTo(first, tester.id)).map((notice) => notice.type);
        expect(await types(quiet)).toEqual(['inactivity']);
        expect(await types(half)).toEqual(['cycle_reminder', 'cycle_reminder']);
        expect(await types(keen)).toEqual(['cycle_reminder']);
        expect(await types(next)).toEqual(['waitlist_promoted']);
        expect(await types(later)).toEqual([]);
      }
      expect(await noticesTo(first, builder.user.id, 'cycle_alert')).toHaveLength(CYCLES);

      // The mail job in both processes at once: one mail per notice.
      await Promise.all([mailDueNotifications(first.db), mailDueNotifications(second.db)]);
      const addresses = cycles.flatMap(({ testers, waiting }) =>
        [...testers, ...waiting].map((tester) => tester.email),
      );
      const mails = await first.db
        .select({ to: emailOutbox.toAddress })
        .from(emailOutbox)
        .where(
          and(inArray(emailOutbox.toAddress, addresses), eq(emailOutbox.kind, 'notification')),
        );
      expect(mails).toHaveLength(5 * CYCLES);
    } finally {
      await apps.close();
    }
  }, 60_000);
});
