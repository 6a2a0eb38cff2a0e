import { addDays, dateInZone, daysBetween } from './calendar-dates.ts';
import type {
  CalendarDate,
  CycleCalendar,
  OptInPeriod,
  RequirementOutlook,
  RequirementProgress,
  TesterDays,
  TesterStanding,
} from './cycle-day-types.ts';
import { cycleDays, lastDateOf } from './cycle-days.ts';

/*
 * Who kept the cycle going, computed from dates only: the server stores each check-in's cycle
 * date and each tester's opt-in and leaving dates, all in the cycle's zone, and asks these
 * functions at an instant it is given. Today is never counted as missed, since it is not over.
 */

const optedInOn = (period: OptInPeriod, date: CalendarDate) =>
  period.optedInOn <= date && (period.leftOn === null || date < period.leftOn);

/** A tester's streak, and the cycle days in a row they have missed, at an instant. */
export function testerStanding(
  cycle: CycleCalendar,
  tester: TesterDays,
  instant: Date,
): TesterStanding {
  const today = dateInZone(instant, cycle.timeZone);
  const lastDate = lastDateOf(cycle);
  const checkedInToday = tester.checkedInOn.has(today);

  // After the cycle, the streak is the one it ended with.
  let date = today > lastDate ? lastDate : checkedInToday ? today : addDays(today, -1);
  let streak = 0;
  while (tester.checkedInOn.has(date)) {
    streak += 1;
    date = addDays(date, -1);
  }

  let missedInARow = 0;
  if (today >= cycle.startDate && today <= lastDate) {
    date = addDays(today, -1);
    while (date >= cycle.startDate && optedInOn(tester, date) && !tester.checkedInOn.has(date)) {
      missedInARow += 1;
      date = addDays(date, -1);
    }
  }
  return {
    streak,
    checkedInToday,
    missedInARow,
    missedYesterday: missedInARow >= 1,
    missedLastTwoDays: missedInARow >= 2,
  };
}

/**
 * How long at least `testersRequired` testers have been opted in, day after day, and when the
 * cycle's `lengthDays` in a row will be reached if nobody drops. A day counts by the testers opted
 * in at its end, so a tester who leaves today can still be replaced before today is lost; today
 * counts as soon as enough testers are opted in, on the promise that nobody drops. Only the
 * cycle's own days count: a run never starts before day 1, nor outlasts the cycle.
 */
export function requirementProgress(
  cycle: CycleCalendar,
  periods: readonly OptInPeriod[],
  testersRequired: number,
  instant: Date,
): RequirementProgress {
  const days = cycleDays(cycle);
  const today = dateInZone(instant, cycle.timeZone);
  const todayIndex = daysBetween(cycle.startDate, today);
  const lastIndex = Math.min(todayIndex, days - 1);

  // Testers opted in on each cycle day so far, from where each period starts and stops.
  const changes = new Array<number>(Math.max(0, lastIndex + 2)).fill(0);
  for (const period of periods) {
    const from = Math.max(0, daysBetween(cycle.startDate, period.optedInOn));
    const until = period.leftOn === null ? Infinity : daysBetween(cycle.startDate, period.leftOn);
    if (from >= until || from > lastIndex) continue;
    changes[from] = (changes[from] ?? 0) + 1;
    if (until <= lastIndex) changes[until] = (changes[until] ?? 0) - 1;
  }
  const optedInByDay: number[] = [];
  let running = 0;
  for (let index = 0; index <= lastIndex; index += 1) {
    running += changes[index] ?? 0;
    optedInByDay.push(running);
  }

  const optedIn =
    todayIndex < 0
      ? periods.filter((period) => optedInOn(period, today)).length
      : (optedInByDay[lastIndex] ?? 0);
  // Today is still open: short now, it may yet be saved, so the run so far ends yesterday.
  const ended = todayIndex >= days;
  let end = lastIndex;
  if (!ended && todayIndex >= 0 && optedIn < testersRequired) end -= 1;
  let daysInARow = 0;
  while (end - daysInARow >= 0 && (optedInByDay[end - daysInARow] ?? 0) >= testersRequired) {
    daysInARow += 1;
  }

  const runStart = addDays(cycle.startDate, Math.max(0, end - daysInARow + 1));
  const outlook = ((): RequirementOutlook => {
    if (daysInARow >= cycle.lengthDays) {
      return { kind: 'met', metOn: addDays(runStart, cycle.lengthDays - 1) };
    }
    if (ended) return { kind: 'not-met' };
    if (optedIn < testersRequired)
      return { kind: 'short', testersMissing: testersRequired - optedIn };
    const metOn = addDays(runStart, cycle.lengthDays - 1);
    return { kind: 'on-course', metOn, withinCycle: metOn <= lastDateOf(cycle) };
  })();
  return { daysInARow, optedIn, outlook };
}
