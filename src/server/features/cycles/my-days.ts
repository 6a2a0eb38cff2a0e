import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { cycleCheckIns, cycleOptIns } from '@/server/db/schema/cycles.ts';
import type { CheckIn, MyCycleDays } from '@/shared/contracts/cycle-check-ins.ts';
import type { CycleOptIn } from '@/shared/contracts/cycles.ts';
import { dateInZone } from '@/shared/cycles/calendar-dates.ts';
import { testerStanding } from '@/shared/cycles/cycle-attendance.ts';
import { daysLeft, effectiveCalendar } from '@/shared/cycles/cycle-grid.ts';
import { findCheckIns, toCheckIn } from './check-in-query.ts';
import type { CycleRow } from './cycle-view.ts';

/** A tester's opt-in row as these reads need it. */
export interface OwnOptIn {
  optedInOn: string;
  leftOn: string | null;
  storeEmail: string;
}

/**
 * The opt-in the tester's page shows: none once their period has ended, so a tester who lost
 * their place and came back is asked to opt in again, which starts a new period.
 */
export const currentOptIn = (optIn: OwnOptIn | null): CycleOptIn | null =>
  optIn && optIn.leftOn === null
    ? { optedInOn: optIn.optedInOn, storeEmail: optIn.storeEmail }
    : null;

/**
 * A tester's own days (their streak, today, their misses, the days left, their check-ins newest
 * first), once they have opted in; null before. A period that ended still shows its days.
 */
export function myDaysOf(
  cycle: CycleRow,
  optIn: OwnOptIn | null,
  checkIns: readonly CheckIn[],
  now: Date,
): MyCycleDays | null {
  if (!optIn) return null;
  const calendar = effectiveCalendar(cycle);
  const standing = testerStanding(
    calendar,
    { ...optIn, checkedInOn: new Set(checkIns.map((checkIn) => checkIn.date)) },
    now,
  );
  return {
    streak: standing.streak,
    checkedInToday: standing.checkedInToday,
    missedInARow: standing.missedInARow,
    daysLeft: daysLeft(calendar, dateInZone(now, cycle.timeZone)),
    checkIns: [...checkIns],
  };
}

/** The tester's opt-in and days on one cycle, as `getCycle` adds them to its answer. */
export async function readOwnDays(db: Database, cycle: CycleRow, testerId: string, now: Date) {
  const [optIn] = await db
    .select({
      optedInOn: cycleOptIns.optedInOn,
      leftOn: cycleOptIns.leftOn,
      storeEmail: cycleOptIns.storeEmail,
    })
    .from(cycleOptIns)
    .where(and(eq(cycleOptIns.cycleId, cycle.id), eq(cycleOptIns.testerId, testerId)));
  const rows = optIn ? await findCheckIns(db, cycle.id, eq(cycleCheckIns.testerId, testerId)) : [];
  const checkIns = rows.map((row) => toCheckIn(cycle, row));
  return {
    myOptIn: currentOptIn(optIn ?? null),
    myDays: myDaysOf(cycle, optIn ?? null, checkIns, now),
  };
}
