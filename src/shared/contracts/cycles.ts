import { isCalendarDate, isTimeZone } from '@/shared/cycles/calendar-dates.ts';
import { emailField } from './auth.ts';
import { myCycleDaysSchema } from './cycle-check-ins.ts';
import {
  CYCLE_EXTENSION_MAX_DAYS,
  CYCLE_HEADROOM_MAX,
  CYCLE_KINDS,
  CYCLE_LENGTH_MAX_DAYS,
  CYCLE_STATUSES,
  CYCLE_TESTERS_MAX,
  DEFAULT_HEADROOM,
  DEFAULT_MISSED_DAYS_LIMIT,
  MISSED_DAYS_BEFORE_REMINDER,
  MISSED_DAYS_LIMIT_MAX,
  TIME_ZONE_MAX_LENGTH,
} from './cycle-rules.ts';
import { httpUrlOrEmpty } from './links.ts';
import { z } from './zod.ts';

const cycleFields = {
  testersRequired: z.number().int().min(1).max(CYCLE_TESTERS_MAX),
  headroom: z.number().int().min(0).max(CYCLE_HEADROOM_MAX),
  /** The store's opt-in page; an empty string means none. */
  optInLink: httpUrlOrEmpty(),
  /**
   * Days in a row a tester may miss before their place goes to the next in line; null never
   * releases. Above the reminder's two days, so everyone is reminded before they are released.
   */
  missedDaysLimit: z
    .number()
    .int()
    .min(MISSED_DAYS_BEFORE_REMINDER + 1)
    .max(MISSED_DAYS_LIMIT_MAX)
    .nullable(),
};

/**
 * POST /api/software/{id}/cycles. A Play closed test may leave out the testers and the length
 * (Play's 12 and 14); the other kinds have no rule to default to, so they name both.
 */
export const createCycleBodySchema = z
  .object({
    kind: z.enum(CYCLE_KINDS),
    testersRequired: cycleFields.testersRequired.optional(),
    headroom: cycleFields.headroom.default(DEFAULT_HEADROOM),
    lengthDays: z.number().int().min(1).max(CYCLE_LENGTH_MAX_DAYS).optional(),
    optInLink: cycleFields.optInLink.default(''),
    missedDaysLimit: cycleFields.missedDaysLimit.default(DEFAULT_MISSED_DAYS_LIMIT),
    timeZone: z
      .string()
      .trim()
      .max(TIME_ZONE_MAX_LENGTH)
      .refine(isTimeZone, 'Choose a time zone such as Europe/Berlin'),
    startDate: z.string().max(10).refine(isCalendarDate, 'Enter the start date as YYYY-MM-DD'),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'PlayClosedTest') return;
    for (const key of ['testersRequired', 'lengthDays'] as const) {
      if (body[key] === undefined)
        ctx.issues.push({
          code: 'custom',
          path: [key],
          message: `Say how many ${key === 'lengthDays' ? 'days' : 'testers'} this cycle needs`,
          input: body,
        });
    }
  });
export type CreateCycleBody = z.infer<typeof createCycleBodySchema>;
export type CreateCycleInput = z.input<typeof createCycleBodySchema>;

/** PATCH /api/cycles/{id}: end it early, or extend it, and change its numbers. */
export const updateCycleBodySchema = z
  .object({
    end: z.literal(true),
    extendByDays: z.number().int().min(1).max(CYCLE_EXTENSION_MAX_DAYS),
    ...cycleFields,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Name at least one change')
  .refine((body) => !(body.end && body.extendByDays), {
    message: 'End the cycle or extend it, not both at once',
    path: ['extendByDays'],
  });
export type UpdateCycleBody = z.infer<typeof updateCycleBodySchema>;

export const optInBodySchema = z.object({ storeEmail: emailField });
export type OptInBody = z.infer<typeof optInBodySchema>;

export const cycleIdParamsSchema = z.object({ id: z.uuid() });

const optInSchema = z.object({
  /** The cycle's date when the tester confirmed, in its zone. */
  optedInOn: z.string(),
  storeEmail: z.string(),
});
export type CycleOptIn = z.infer<typeof optInSchema>;

/** An Accepted tester as the builder's roster shows them; opt-in null until they confirm. */
export const rosterEntrySchema = z.object({
  testerId: z.string().uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  optIn: optInSchema.nullable(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

export const cycleSchema = z.object({
  id: z.string().uuid(),
  softwareId: z.string().uuid(),
  kind: z.enum(CYCLE_KINDS),
  testersRequired: z.number().int(),
  headroom: z.number().int(),
  lengthDays: z.number().int(),
  extensionDays: z.number().int(),
  timeZone: z.string(),
  startDate: z.string(),
  /** The last date it runs, extensions included; the date it was ended on, if ended early. */
  lastDate: z.string(),
  endedEarlyOn: z.string().nullable(),
  missedDaysLimit: z.number().int().nullable(),
  status: z.enum(CYCLE_STATUSES),
  /** Today's date in the cycle's zone, and its day number while it runs (null otherwise). */
  today: z.string(),
  day: z.number().int().nullable(),
  createdAt: z.string(),
  /** Only to the builder and Accepted testers; null when there is none. */
  optInLink: z.string().nullable().optional(),
  /** A tester's own opt-in (null before they confirm); absent for the builder. */
  myOptIn: optInSchema.nullable().optional(),
  /** A tester's own days once they opted in; absent for the builder. */
  myDays: myCycleDaysSchema.nullable().optional(),
  /** The builder's only: every Accepted tester, confirmed or not. */
  roster: z.array(rosterEntrySchema).optional(),
  /** The builder's only: Accepted testers who have not confirmed yet. */
  notConfirmed: z.number().int().optional(),
});
export type Cycle = z.infer<typeof cycleSchema>;

/** GET /api/me/cycles: a cycle the tester holds or held a place in, as My Demos shows it. */
export const myCycleSchema = z.object({
  cycle: cycleSchema,
  listing: z.object({
    id: z.string().uuid(),
    name: z.string(),
    /** The builder's access instructions, shown only while the tester holds a place. */
    accessInstructions: z.string().nullable(),
  }),
});
export type MyCycle = z.infer<typeof myCycleSchema>;
