import { addDays, dateInZone, daysBetween, instantAtWallClock } from './calendar-dates.ts';
import type {
  CalendarDate,
  CheckInVerdict,
  CycleCalendar,
  CyclePosition,
  DayBounds,
} from './cycle-day-types.ts';

/*
 * A cycle day is a calendar date in the cycle's time zone: day 1 is the start date, day k the
 * date k − 1 days later. Whether a tester "checked in today" is a question about the calendar
 * the builder and the testers live by, not about 24-hour slices of UTC, so every instant is first
 * turned into a date there. No function here reads the clock: the instant is always given, so a
 * test can stand anywhere in any zone.
 */

/** The local hour on each cycle day at which testers who have not checked in are reminded. */
export const CHECK_IN_REMINDER_HOUR = 19;

export const cycleDays = (cycle: CycleCalendar): number => cycle.lengthDays + cycle.extensionDays;

/** The cycle's last date, extensions included. */
export const lastDateOf = (cycle: CycleCalendar): CalendarDate =>
  addDays(cycle.startDate, cycleDays(cycle) - 1);

export const dateOfDay = (cycle: CycleCalendar, day: number): CalendarDate =>
  addDays(cycle.startDate, day - 1);

/** The day number an instant falls on, or whether the cycle has not started or has ended. */
export function cycleDayAt(cycle: CycleCalendar, instant: Date): CyclePosition {
  const date = dateInZone(instant, cycle.timeZone);
  const day = daysBetween(cycle.startDate, date) + 1;
  if (day < 1) return { kind: 'not-started' };
  if (day > cycleDays(cycle)) return { kind: 'ended' };
  return { kind: 'running', day, date };
}

function assertCycleDay(cycle: CycleCalendar, day: number): void {
  if (!Number.isInteger(day) || day < 1 || day > cycleDays(cycle)) {
    throw new RangeError(`Day ${day} is not a day of a ${cycleDays(cycle)}-day cycle`);
  }
}

/**
 * The instants day k covers. Consecutive days touch: one ends where the next starts. A day is
 * 23 or 25 hours long when the zone changes its clocks on it (24.5 or 23.5 on Lord Howe Island).
 */
export function dayBounds(cycle: CycleCalendar, day: number): DayBounds {
  assertCycleDay(cycle, day);
  const date = dateOfDay(cycle, day);
  return {
    start: instantAtWallClock(date, 0, cycle.timeZone),
    end: instantAtWallClock(addDays(date, 1), 0, cycle.timeZone),
  };
}

/**
 * When day k's check-in reminder is due: the evening's wall-clock hour in the cycle's zone, so
 * it keeps to 19:00 there across a daylight-saving change rather than drifting to 18:00 or
 * 20:00. Should a zone skip that hour, the first instant after the gap.
 */
export function checkInReminderAt(cycle: CycleCalendar, day: number): Date {
  assertCycleDay(cycle, day);
  return instantAtWallClock(
    dateOfDay(cycle, day),
    CHECK_IN_REMINDER_HOUR * 3_600_000,
    cycle.timeZone,
  );
}

/**
 * Whether a check-in for `date` is taken at `instant`: only for the date it is in the cycle's
 * zone, and only while the cycle runs. A late check-in for a past day is refused, since a day
 * the tester did not use the app cannot be made up afterwards.
 */
export function checkInVerdict(
  cycle: CycleCalendar,
  date: CalendarDate,
  instant: Date,
): CheckInVerdict {
  const position = cycleDayAt(cycle, instant);
  if (position.kind !== 'running') return { accepted: false, reason: position.kind };
  if (date < position.date) return { accepted: false, reason: 'past-date' };
  if (date > position.date) return { accepted: false, reason: 'future-date' };
  return { accepted: true, day: position.day };
}
