import { isCalendarDate } from '@/shared/cycles/calendar-dates.ts';
import { CHECK_IN_NOTE_MAX_LENGTH } from './cycle-rules.ts';
import { z } from './zod.ts';

/**
 * POST /api/cycles/{id}/check-ins: "I used it today". The client sends the date it believes is
 * today in the cycle's zone, so a check-in made on a page left open past midnight is refused for
 * the day it meant (`check_in_not_today`) rather than counted for the next.
 */
export const checkInBodySchema = z.object({
  date: z.string().max(10).refine(isCalendarDate, 'Enter the date as YYYY-MM-DD'),
  note: z.string().trim().max(CHECK_IN_NOTE_MAX_LENGTH).default(''),
  /** An `/objects/{id}` path of an image the tester uploaded; it becomes private to the cycle. */
  screenshot: z.string().max(100).optional(),
});
export type CheckInBody = z.infer<typeof checkInBodySchema>;
export type CheckInInput = z.input<typeof checkInBodySchema>;

export const checkInSchema = z.object({
  testerId: z.uuid(),
  /** The cycle date it counts for, and that date's day number. */
  date: z.string(),
  day: z.number().int(),
  note: z.string().nullable(),
  /** Where the screenshot is served (`cyclePaths.checkInScreenshot`), to the tester and builder. */
  screenshot: z.string().nullable(),
  createdAt: z.string(),
});
export type CheckIn = z.infer<typeof checkInSchema>;

/** A tester's own days in a cycle, as My Demos shows them. */
export const myCycleDaysSchema = z.object({
  /** Days in a row checked in, ending today, or yesterday while today's check-in is open. */
  streak: z.number().int(),
  checkedInToday: z.boolean(),
  /** Days in a row missed, ending yesterday; at the cycle's limit the place goes to the next. */
  missedInARow: z.number().int(),
  /** Cycle days after today; 0 on the last day and once it has ended. */
  daysLeft: z.number().int(),
  /** Their check-ins in this cycle, newest first. */
  checkIns: z.array(checkInSchema),
});
export type MyCycleDays = z.infer<typeof myCycleDaysSchema>;
