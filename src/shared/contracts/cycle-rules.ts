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
