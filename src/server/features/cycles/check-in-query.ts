import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { cycleCheckIns } from '@/server/db/schema/cycles.ts';
import type { CheckIn } from '@/shared/contracts/cycle-check-ins.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import { daysBetween } from '@/shared/cycles/calendar-dates.ts';
import type { CycleRow } from './cycle-view.ts';

export type CheckInRow = typeof cycleCheckIns.$inferSelect;

/** A stored check-in as the API answers it: its day number, and where its screenshot is served. */
export const toCheckIn = (cycle: Pick<CycleRow, 'startDate'>, row: CheckInRow): CheckIn => ({
  testerId: row.testerId,
  date: row.checkedInOn,
  day: daysBetween(cycle.startDate, row.checkedInOn) + 1,
  note: row.note,
  screenshot: row.screenshotId
    ? cyclePaths.checkInScreenshot(row.cycleId, row.testerId, row.checkedInOn)
    : null,
  createdAt: row.createdAt.toISOString(),
});

/** The cycle's check-ins, newest day first, all of them or those `only` keeps. */
export const findCheckIns = (db: Database, cycleId: string, only?: SQL): Promise<CheckInRow[]> =>
  db
    .select()
    .from(cycleCheckIns)
    .where(and(eq(cycleCheckIns.cycleId, cycleId), only))
    .orderBy(desc(cycleCheckIns.checkedInOn), desc(cycleCheckIns.createdAt));
