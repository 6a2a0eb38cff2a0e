/**
 * The shapes the cycle's day arithmetic speaks in. Kept free of zod and of the arithmetic itself,
 * so that a screen can name them without bundling either.
 */

/**
 * A day on the calendar, `YYYY-MM-DD`, with no time and no zone: which instants it covers depends
 * on the zone it is read in. Dates compare correctly as strings.
 */
export type CalendarDate = string;

/** The dates a test cycle runs on, as the cycle stores them. */
export interface CycleCalendar {
  /** IANA name. Its calendar, not UTC's nor the server's, decides when each day begins. */
  timeZone: string;
  /** Day 1. */
  startDate: CalendarDate;
  /** The days in a row the requirement asks for (Play: 14). */
  lengthDays: number;
  /** Days the builder added to reach them; the cycle runs `lengthDays + extensionDays` days. */
  extensionDays: number;
}

/** Where an instant falls in a cycle. */
export type CyclePosition =
  | { kind: 'not-started' }
  | { kind: 'running'; day: number; date: CalendarDate }
  | { kind: 'ended' };

/** The instants a cycle day covers: from `start`, up to but not including `end`. */
export interface DayBounds {
  start: Date;
  end: Date;
}

/** A check-in is taken only for today's date in the cycle's zone, while the cycle runs. */
export type CheckInVerdict =
  | { accepted: true; day: number }
  | { accepted: false; reason: 'not-started' | 'ended' | 'past-date' | 'future-date' };

/**
 * A stretch of dates a tester was opted in: from `optedInOn` up to but not including `leftOn`.
 * A tester counts on a date when they are opted in at its end, so the day they opt in counts and
 * the day they leave does not.
 */
export interface OptInPeriod {
  optedInOn: CalendarDate;
  /** The date they left, were released or were dropped; null while they stay. */
  leftOn: CalendarDate | null;
}

/** One tester's days in a cycle. */
export interface TesterDays extends OptInPeriod {
  checkedInOn: ReadonlySet<CalendarDate>;
}

export interface TesterStanding {
  /** Days in a row checked in, ending today, or yesterday while today's check-in is still open. */
  streak: number;
  checkedInToday: boolean;
  /**
   * Cycle days in a row, ending yesterday, on which the tester was opted in and did not check in.
   * Counted only while the cycle runs; today never counts, since it is not over.
   */
  missedInARow: number;
  /** At risk. */
  missedYesterday: boolean;
  /** To be reminded. */
  missedLastTwoDays: boolean;
}

/** What becomes of the requirement if nobody drops and nobody joins. */
export type RequirementOutlook =
  | { kind: 'met'; metOn: CalendarDate }
  | { kind: 'on-course'; metOn: CalendarDate; withinCycle: boolean }
  | { kind: 'short'; testersMissing: number }
  | { kind: 'not-met' };

export interface RequirementProgress {
  /**
   * Days in a row, ending today (or the cycle's last day once it has ended), on which the same
   * required number of testers were each opted in: the required-th longest current run, counted
   * from day 1 at the earliest; 0 while too few testers are opted in.
   */
  daysInARow: number;
  /** Testers opted in now; on the last day once the cycle has ended. */
  optedIn: number;
  /** Testers each opted in on all of the last `lengthDays` days. */
  testersContinuous: number;
  outlook: RequirementOutlook;
}

/** What `continuousOptIn` asks: N days, by how many testers, counting no day before `countFrom`. */
export interface ContinuousRequirement {
  daysRequired: number;
  testersRequired: number;
  countFrom?: CalendarDate;
}

export interface ContinuousOptIn {
  /** Per tester, in the order given: days in a row opted in, ending today; 0 if not opted in. */
  runs: number[];
  /** Testers opted in today. */
  optedIn: number;
  /** Testers whose run is at least `daysRequired` days. */
  testersContinuous: number;
  /** When the required-th longest run reaches `daysRequired`, if nobody drops; null if too few. */
  metOn: CalendarDate | null;
}
