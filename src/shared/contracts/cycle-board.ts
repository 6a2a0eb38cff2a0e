import { z } from './zod.ts';

/**
 * One square of the builder's grid: a tester on a cycle date. `checked-in` and `missed` are days
 * they held a place (opted in); `not-joined` is before they opted in, `dropped` after they left
 * or were released; `today` is today while their check-in is still open; `upcoming` is a later
 * date.
 */
export const BOARD_DAY_STATES = [
  'checked-in',
  'missed',
  'today',
  'not-joined',
  'dropped',
  'upcoming',
] as const;
export type BoardDayState = (typeof BOARD_DAY_STATES)[number];

export const boardTesterSchema = z.object({
  testerId: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Whether they hold a place on the listing now (Accepted). */
  holdsPlace: z.boolean(),
  optedInOn: z.string().nullable(),
  leftOn: z.string().nullable(),
  /** One state per cycle day, day 1 first. */
  days: z.array(z.enum(BOARD_DAY_STATES)),
  streak: z.number().int(),
  missedInARow: z.number().int(),
  /** Missed yesterday: one more miss and they are reminded, or nearer the limit. */
  atRisk: z.boolean(),
  /** Opted in on every one of the last `lengthDays` days: counts toward the requirement. */
  continuous: z.boolean(),
});
export type BoardTester = z.infer<typeof boardTesterSchema>;

/** GET /api/cycles/{id}/board: the builder's clock. */
export const cycleBoardSchema = z.object({
  cycleId: z.uuid(),
  /** The cycle's dates, day 1 first; a grid column each. */
  dates: z.array(z.string()),
  today: z.string(),
  testers: z.array(boardTesterSchema),
  progress: z.object({
    /** Days in a row on which the required number of the same testers were opted in. */
    daysInARow: z.number().int(),
    optedIn: z.number().int(),
    testersContinuous: z.number().int(),
    testersRequired: z.number().int(),
    daysRequired: z.number().int(),
    outlook: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('met'), metOn: z.string() }),
      z.object({ kind: z.literal('on-course'), metOn: z.string(), withinCycle: z.boolean() }),
      z.object({ kind: z.literal('short'), testersMissing: z.number().int() }),
      z.object({ kind: z.literal('not-met') }),
    ]),
  }),
  /** Places the listing keeps for the cycle (required + headroom) and how many are held. */
  places: z.object({ wanted: z.number().int(), held: z.number().int(), waiting: z.number().int() }),
});
export type CycleBoard = z.infer<typeof cycleBoardSchema>;
