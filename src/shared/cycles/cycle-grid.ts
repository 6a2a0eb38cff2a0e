import type { BoardDayState } from '@/shared/contracts/cycle-board.ts';
import { addDays, dateInZone, daysBetween } from './calendar-dates.ts';
import { continuousOptIn, requirementProgress, testerStanding } from './cycle-attendance.ts';
import type {
  CalendarDate,
  CycleCalendar,
  OptInPeriod,
  RequirementProgress,
  TesterDays,
} from './cycle-day-types.ts';
import { cycleDays, lastDateOf } from './cycle-days.ts';

/*
 * The builder's grid and a tester's own days, from dates only (decision 025): which state each
 * square shows, who counts toward the requirement, how many days are left. No function here reads
 * the clock or the database; the server gives the dates it stored and the instant it asks at.
 */

/** A cycle as stored: its calendar, and the date the builder ended it on, if they did. */
export interface StoredCycleDates extends CycleCalendar {
  endedEarlyOn: CalendarDate | null;
}

/**
 * The calendar the cycle runs on: an early end makes the day it was ended its last, as the
 * cycle's answer says (`lastDate`). Ended before it began, it has no days.
 */
export function effectiveCalendar(cycle: StoredCycleDates): CycleCalendar {
  const { timeZone, startDate, lengthDays, extensionDays, endedEarlyOn } = cycle;
  if (endedEarlyOn === null) return { timeZone, startDate, lengthDays, extensionDays };
  const ranDays = Math.max(0, daysBetween(startDate, endedEarlyOn) + 1);
  return { timeZone, startDate, lengthDays, extensionDays: ranDays - lengthDays };
}

/** The cycle's dates, day 1 first. */
export const cycleDates = (calendar: CycleCalendar): CalendarDate[] =>
  Array.from({ length: Math.max(0, cycleDays(calendar)) }, (_, index) =>
    addDays(calendar.startDate, index),
  );

/** Cycle days after `today`: all of them before it starts, 0 on its last day and after. */
export function daysLeft(calendar: CycleCalendar, today: CalendarDate): number {
  const lastDate = lastDateOf(calendar);
  if (today >= lastDate) return 0;
  if (today < calendar.startDate) return Math.max(0, cycleDays(calendar));
  return daysBetween(today, lastDate);
}

/**
 * One square per date for a tester, or for an Accepted tester who has not opted in (`null`): all
 * `not-joined`. A kept check-in always shows, even from a period before a return; the other days
 * before the current period show as `dropped` once the tester had checked in before them (they
 * were in and then out; the earlier period's bounds are not stored, so a miss in it cannot be
 * told from a drop) and as `not-joined` before that (decision 027). Today is never missed: it is
 * not over.
 */
export function gridDayStates(
  dates: readonly CalendarDate[],
  today: CalendarDate,
  tester: TesterDays | null,
): BoardDayState[] {
  if (tester === null) return dates.map(() => 'not-joined');
  const firstCheckIn = [...tester.checkedInOn].sort()[0];
  return dates.map((date): BoardDayState => {
    if (tester.checkedInOn.has(date)) return 'checked-in';
    if (date < tester.optedInOn)
      return firstCheckIn !== undefined && firstCheckIn < date ? 'dropped' : 'not-joined';
    if (tester.leftOn !== null && date >= tester.leftOn) return 'dropped';
    if (date > today) return 'upcoming';
    if (date === today) return 'today';
    return 'missed';
  });
}

export interface GridRow {
  days: BoardDayState[];
  streak: number;
  missedInARow: number;
  /** Missed yesterday. */
  atRisk: boolean;
  /** Opted in on each of the last `lengthDays` days: one of the testers the requirement counts. */
  continuous: boolean;
}

export interface CycleGrid {
  dates: CalendarDate[];
  today: CalendarDate;
  rows: GridRow[];
  progress: RequirementProgress;
}

const NOBODY_STANDING = { streak: 0, missedInARow: 0, missedYesterday: false };

/**
 * The builder's grid at an instant: a row per tester, in the order given (`null` for an Accepted
 * tester who has not opted in), and where the requirement stands. A tester's run counts their
 * current period only, so one who left and came back starts again (decision 025).
 */
export function cycleGrid(
  calendar: CycleCalendar,
  testers: readonly (TesterDays | null)[],
  testersRequired: number,
  instant: Date,
): CycleGrid {
  const dates = cycleDates(calendar);
  const today = dateInZone(instant, calendar.timeZone);
  const lastDate = lastDateOf(calendar);
  const periods = testers.map((tester): OptInPeriod[] => (tester ? [tester] : []));
  // An ended cycle is judged on its last day, as `requirementProgress` judges it.
  const ended = today > lastDate;
  const { runs } = continuousOptIn(periods, ended ? lastDate : today, {
    daysRequired: calendar.lengthDays,
    testersRequired,
    countFrom: calendar.startDate,
  });
  const rows = testers.map((tester, index): GridRow => {
    const standing = tester ? testerStanding(calendar, tester, instant) : NOBODY_STANDING;
    return {
      days: gridDayStates(dates, today, tester),
      streak: standing.streak,
      missedInARow: standing.missedInARow,
      atRisk: standing.missedYesterday,
      continuous: (runs[index] ?? 0) >= calendar.lengthDays,
    };
  });
  return {
    dates,
    today,
    rows,
    progress: requirementProgress(calendar, periods, testersRequired, instant),
  };
}
