import { addDays, dateInZone, daysBetween } from './calendar-dates.ts';
import type {
  CalendarDate,
  ContinuousOptIn,
  ContinuousRequirement,
  CycleCalendar,
  OptInPeriod,
  RequirementOutlook,
  RequirementProgress,
  TesterDays,
  TesterStanding,
} from './cycle-day-types.ts';
import { lastDateOf } from './cycle-days.ts';

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

/** The date a tester's current run of opted-in days began, or null when not opted in on `today`. */
function runStartOf(periods: readonly OptInPeriod[], today: CalendarDate): CalendarDate | null {
  if (!periods.some((period) => optedInOn(period, today))) return null;
  // Walk back over periods that cover the day before the run: one that ends the day another
  // begins leaves no gap, since the tester was opted in at the end of every day.
  let start = today;
  for (let changed = true; changed; ) {
    changed = false;
    const before = addDays(start, -1);
    for (const period of periods) {
      if (period.optedInOn < start && optedInOn(period, before)) {
        start = period.optedInOn;
        changed = true;
      }
    }
  }
  return start;
}

/**
 * Play's rule read strictly: the same `testersRequired` testers each opted in on every one of the
 * last `daysRequired` days. `testers` holds each tester's opt-in periods; leaving restarts a run.
 * `runs[i]` counts tester i's days in a row ending `today` (0 when not opted in now), none before
 * `countFrom` when given. `metOn` is the date the `testersRequired`-th longest run reaches
 * `daysRequired` if nobody drops (today or earlier once met), null while too few are opted in.
 */
export function continuousOptIn(
  testers: readonly (readonly OptInPeriod[])[],
  today: CalendarDate,
  { daysRequired, testersRequired, countFrom }: ContinuousRequirement,
): ContinuousOptIn {
  const starts = testers.map((periods) => {
    const start = runStartOf(periods, today);
    return start !== null && countFrom !== undefined && start < countFrom ? countFrom : start;
  });
  const runs = starts.map((start) =>
    start === null ? 0 : Math.max(0, daysBetween(start, today) + 1),
  );
  const earliest = starts.filter((start) => start !== null).sort();
  const kth = testersRequired <= 0 ? today : earliest[testersRequired - 1];
  return {
    runs,
    optedIn: earliest.length,
    testersContinuous: runs.filter((run) => run >= daysRequired).length,
    metOn: kth === undefined ? null : addDays(kth, Math.max(1, daysRequired) - 1),
  };
}

/**
 * Where the strict requirement stands at an instant: `testersRequired` testers, the same ones,
 * each opted in on each of the cycle's last `lengthDays` days, and when it will be met if nobody
 * drops. `testers` holds each tester's opt-in periods. A tester opted in now counts today, on the
 * promise that they stay; one who left loses their run, even if they rejoin. Only the cycle's own
 * days count: a run never starts before day 1, and an ended cycle is judged on its last day.
 */
export function requirementProgress(
  cycle: CycleCalendar,
  testers: readonly (readonly OptInPeriod[])[],
  testersRequired: number,
  instant: Date,
): RequirementProgress {
  const lastDate = lastDateOf(cycle);
  const today = dateInZone(instant, cycle.timeZone);
  const ended = today > lastDate;
  const { runs, optedIn, testersContinuous, metOn } = continuousOptIn(
    testers,
    ended ? lastDate : today,
    { daysRequired: cycle.lengthDays, testersRequired, countFrom: cycle.startDate },
  );
  const longest = [...runs].sort((a, b) => b - a);
  const daysInARow = optedIn < testersRequired ? 0 : (longest[testersRequired - 1] ?? 0);

  const outlook = ((): RequirementOutlook => {
    if (metOn !== null && daysInARow >= cycle.lengthDays) return { kind: 'met', metOn };
    if (ended) return { kind: 'not-met' };
    if (metOn === null) return { kind: 'short', testersMissing: testersRequired - optedIn };
    return { kind: 'on-course', metOn, withinCycle: metOn <= lastDate };
  })();
  return { daysInARow, optedIn, testersContinuous, outlook };
}
