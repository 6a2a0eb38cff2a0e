import { MISSED_DAYS_BEFORE_REMINDER } from '@/shared/contracts/cycle-rules.ts';
import { addDays, daysBetween } from '@/shared/cycles/calendar-dates.ts';
import { continuousOptIn, requirementProgress } from '@/shared/cycles/cycle-attendance.ts';
import type { CalendarDate } from '@/shared/cycles/cycle-day-types.ts';
import { checkInReminderAt, lastDateOf } from '@/shared/cycles/cycle-days.ts';
import { optedInOn, type SweptTester } from './cycle-sweep-testers.ts';
import type { CycleRow } from './cycle-view.ts';

/** Where a running cycle stands when the sweep looks: its date and day number there. */
export interface SweepMoment {
  now: Date;
  today: CalendarDate;
  day: number;
}

/** What the testers are owed today; each is told once per date, however often the sweep runs. */
export interface TesterPlan {
  /** Missed the cycle's limit in a row: their place goes to the next in line. */
  release: SweptTester[];
  /** Missed two days or more in a row, still under the limit. */
  missedDays: SweptTester[];
  /** After the evening hour, not checked in today. */
  evening: SweptTester[];
}

export function planTesters(
  cycle: CycleRow,
  testers: readonly SweptTester[],
  { now, today, day }: SweepMoment,
): TesterPlan {
  const limit = cycle.missedDaysLimit;
  const holding = testers.filter((tester) => optedInOn(tester, today));
  const release = holding.filter((tester) => limit !== null && tester.missedInARow >= limit);
  const staying = holding.filter((tester) => !release.includes(tester));
  const evening = now >= checkInReminderAt(cycle, day);
  return {
    release,
    missedDays: staying.filter((tester) => tester.missedInARow >= MISSED_DAYS_BEFORE_REMINDER),
    evening: evening ? staying.filter((tester) => !tester.checkedInToday) : [],
  };
}

/** What the builder is told: who may cost the requirement, or that it was lost. */
export type CountAlert =
  | { kind: 'count_at_risk'; atRisk: SweptTester[] }
  | { kind: 'count_fell'; gone: SweptTester[]; counting: number };

/**
 * Per tester, on `date`: opted in, and opted in with a run that can still reach the cycle's
 * length by its last date (a tester who joined too late to make N days in a row cannot make the
 * requirement, however long they stay).
 */
function countOn(cycle: CycleRow, testers: readonly SweptTester[], date: CalendarDate) {
  const { runs } = continuousOptIn(
    testers.map((tester) => [tester.period]),
    date,
    {
      daysRequired: cycle.lengthDays,
      testersRequired: cycle.testersRequired,
      countFrom: cycle.startDate,
    },
  );
  const daysLeft = daysBetween(date, lastDateOf(cycle));
  return {
    optedIn: runs.map((run) => run > 0),
    counting: runs.map((run) => run > 0 && run + daysLeft >= cycle.lengthDays),
  };
}

const howMany = (flags: readonly boolean[], also: (index: number) => boolean = () => true) =>
  flags.filter((flag, index) => flag && also(index)).length;

/**
 * Whether to warn the builder, while the requirement is not met. A fall first: fewer testers
 * opted in, or able to reach the length in a row, than required, where yesterday there were
 * enough. Else a warning: enough now, but not without the testers at risk. At risk is missing
 * yesterday; one miss from the limit is the same, since a limit is above the reminder's two days.
 */
export function planAlert(
  cycle: CycleRow,
  testers: readonly SweptTester[],
  { now, today, day }: SweepMoment,
): CountAlert | null {
  const required = cycle.testersRequired;
  const progress = requirementProgress(
    cycle,
    testers.map((tester) => [tester.period]),
    required,
    now,
  );
  if (progress.outlook.kind === 'met') return null;
  const current = countOn(cycle, testers, today);

  if (day > 1) {
    const before = countOn(cycle, testers, addDays(today, -1));
    const fell = (key: 'optedIn' | 'counting') =>
      howMany(before[key]) >= required && howMany(current[key]) < required;
    if (fell('optedIn') || fell('counting'))
      return {
        kind: 'count_fell',
        gone: testers.filter((_, index) => before.optedIn[index] && !current.optedIn[index]),
        counting: howMany(current.counting),
      };
  }

  const atRisk = (index: number) =>
    current.optedIn[index] === true && (testers[index]?.missedInARow ?? 0) >= 1;
  const shortWithout = (key: 'optedIn' | 'counting') =>
    howMany(current[key]) >= required &&
    howMany(current[key], (index) => !atRisk(index)) < required;
  if (shortWithout('optedIn') || shortWithout('counting'))
    return { kind: 'count_at_risk', atRisk: testers.filter((_, index) => atRisk(index)) };
  return null;
}
