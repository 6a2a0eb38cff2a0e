import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { cycleCheckIns, cycleNotices, cycleOptIns } from '@/server/db/schema/cycles.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { users } from '@/server/db/schema/users.ts';
import { testerStanding } from '@/shared/cycles/cycle-attendance.ts';
import type { CalendarDate, OptInPeriod } from '@/shared/cycles/cycle-day-types.ts';
import { fullName } from '@/shared/person-name.ts';
import type { CycleRow } from './cycle-view.ts';

/** A tester who opted in to the cycle, as the sweep judges them on today's date. */
export interface SweptTester {
  testerId: string;
  name: string;
  /**
   * When they were opted in. A tester whose signup is no longer Accepted has left, whether or not
   * their leaving date has been written yet: on the date this sweep released them, or else today.
   */
  period: OptInPeriod;
  /** Cycle days in a row, ending yesterday, they were opted in and did not check in. */
  missedInARow: number;
  checkedInToday: boolean;
}

export const optedInOn = ({ period }: SweptTester, date: CalendarDate) =>
  period.optedInOn <= date && (period.leftOn === null || date < period.leftOn);

/**
 * Everyone who ever opted in to the cycle, with what the sweep needs of their days. Of their
 * check-ins only the last before today and today's are read: the days missed in a row end at the
 * first check-in going back, so `testerStanding` counts them right from those two alone (its
 * streak would not be, and nothing here reads it), and a long cycle costs one row per tester.
 */
export async function readSweptTesters(
  tx: Database,
  cycle: CycleRow,
  today: CalendarDate,
  now: Date,
): Promise<SweptTester[]> {
  const ownCheckIns = and(
    eq(cycleCheckIns.cycleId, cycleOptIns.cycleId),
    eq(cycleCheckIns.testerId, cycleOptIns.testerId),
  );
  const rows = await tx
    .select({
      testerId: cycleOptIns.testerId,
      optedInOn: cycleOptIns.optedInOn,
      leftOn: cycleOptIns.leftOn,
      firstName: users.firstName,
      lastName: users.lastName,
      accepted: sql<boolean>`coalesce(${interests.status} = 'Accepted', false)`,
      lastBefore: sql<CalendarDate | null>`(select max(${cycleCheckIns.checkedInOn})::text
        from ${cycleCheckIns} where ${ownCheckIns} and ${cycleCheckIns.checkedInOn} < ${today})`,
      checkedInToday: sql<boolean>`exists (select 1 from ${cycleCheckIns}
        where ${ownCheckIns} and ${cycleCheckIns.checkedInOn} = ${today})`,
      releasedOn: sql<CalendarDate | null>`(select max(${cycleNotices.onDate})::text
        from ${cycleNotices} where ${cycleNotices.cycleId} = ${cycleOptIns.cycleId}
        and ${cycleNotices.userId} = ${cycleOptIns.testerId}
        and ${cycleNotices.kind} = 'released_for_misses'
        and ${cycleNotices.onDate} >= ${cycleOptIns.optedInOn})`,
    })
    .from(cycleOptIns)
    .innerJoin(users, eq(users.id, cycleOptIns.testerId))
    .leftJoin(
      interests,
      and(eq(interests.listingId, cycle.listingId), eq(interests.testerId, cycleOptIns.testerId)),
    )
    .where(eq(cycleOptIns.cycleId, cycle.id))
    .orderBy(cycleOptIns.optedInOn, cycleOptIns.testerId);

  return rows.map((row) => {
    const period = {
      optedInOn: row.optedInOn,
      leftOn: row.leftOn ?? (row.accepted ? null : (row.releasedOn ?? today)),
    };
    const checkedInOn = new Set<CalendarDate>();
    if (row.lastBefore) checkedInOn.add(row.lastBefore);
    if (row.checkedInToday) checkedInOn.add(today);
    const { missedInARow } = testerStanding(cycle, { ...period, checkedInOn }, now);
    return {
      testerId: row.testerId,
      name: fullName(row) || 'A tester',
      period,
      missedInARow,
      checkedInToday: row.checkedInToday,
    };
  });
}
