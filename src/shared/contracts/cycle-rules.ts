/**
 * The words and bounds of test cycles (issue 42), kept apart from zod so a screen can name them
 * without bundling it.
 */

/** Google Play's closed test, Apple's TestFlight, or a cycle of the builder's own terms. */
export const CYCLE_KINDS = ['PlayClosedTest', 'TestFlight', 'Custom'] as const;
export type CycleKind = (typeof CYCLE_KINDS)[number];

/** Worked out from today's date in the cycle's zone, never stored. */
export const CYCLE_STATUSES = ['Scheduled', 'Running', 'Ended'] as const;
export type CycleStatus = (typeof CYCLE_STATUSES)[number];

/** Play's rule for new personal developer accounts: 12 testers opted in for 14 days in a row. */
export const PLAY_TESTERS_REQUIRED = 12;
export const PLAY_LENGTH_DAYS = 14;
export const DEFAULT_HEADROOM = 3;

export const CYCLE_TESTERS_MAX = 1_000;
export const CYCLE_HEADROOM_MAX = 100;
export const CYCLE_LENGTH_MAX_DAYS = 90;
/** The most days all extensions of one cycle may add together. */
export const CYCLE_EXTENSION_MAX_DAYS = 90;
/** How far ahead a cycle may be scheduled. */
export const CYCLE_START_MAX_DAYS_AHEAD = 365;
/** Longer than any IANA zone name (America/Argentina/ComodRivadavia is 30). */
export const TIME_ZONE_MAX_LENGTH = 64;

/** Days in a row a tester may miss before their place goes to the next in line, by default. */
export const DEFAULT_MISSED_DAYS_LIMIT = 3;
/** Reminded after this many missed days in a row; a limit must leave room for the reminder. */
export const MISSED_DAYS_BEFORE_REMINDER = 2;
export const MISSED_DAYS_LIMIT_MAX = 30;

export const CHECK_IN_NOTE_MAX_LENGTH = 1_000;
export const BUILD_VERSION_MAX_LENGTH = 64;
export const BUILD_NOTES_MAX_LENGTH = 5_000;
/** The most reports one build update may name as fixed. */
export const BUILD_FIXES_MAX = 50;

/**
 * What the cycle jobs tell, once per person, cycle and date: a tester who missed two days, the
 * evening reminder of today's check-in, the builder's warning that the continuous count is about
 * to fall under the requirement, the builder's news that it has fallen (a warning the same day
 * does not stand in for it), a tester released for missing the limit.
 */
export const CYCLE_NOTICE_KINDS = [
  'missed_days',
  'check_in_evening',
  'count_at_risk',
  'count_fell',
  'released_for_misses',
] as const;
export type CycleNoticeKind = (typeof CYCLE_NOTICE_KINDS)[number];
