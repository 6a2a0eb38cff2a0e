import {
  DECISION_REASON_MAX_LENGTH,
  DECISION_STATUSES,
  INTEREST_STATUSES,
} from '@/shared/constants.ts';
import { deviceSchema } from './devices.ts';
import { listingSchema } from './listings.ts';
import { testerSummarySchema } from './people.ts';
import { testerRecordSchema } from './reputation.ts';
import { screeningAnswersSchema } from './screening.ts';
import { z } from './zod.ts';

export const createInterestBodySchema = z.object({
  softwareId: z.uuid(),
  answers: screeningAnswersSchema.default({}),
  /**
   * The version of the listing's terms the tester read and accepted; required while the listing
   * has terms, and refused with 409 `agreement_changed` when they changed since.
   */
  agreementVersion: z.number().int().min(1).optional(),
});
export type CreateInterestInput = z.input<typeof createInterestBodySchema>;

/** Where a tester stands, as they and the builder both see it. */
const standing = {
  status: z.enum(INTEREST_STATUSES),
  /** 1 for the next to get a place; null unless Waitlisted. */
  waitlistPosition: z.number().int().nullable(),
  /** Why the builder decided (or why the place was released), for the tester to read. */
  reason: z.string().nullable(),
  answers: z.record(z.string(), z.string()),
  /** When a silent Accepted tester, already reminded, loses the place; null otherwise. */
  releasesAt: z.string().nullable(),
};

export const interestSchema = z.object({
  id: z.string().uuid(),
  softwareId: z.string().uuid(),
  testerId: z.string().uuid(),
  ...standing,
  createdAt: z.string(),
  software: listingSchema,
});
export type Interest = z.infer<typeof interestSchema>;

export const listingTesterSchema = z.object({
  id: z.string().uuid(),
  ...standing,
  createdAt: z.string(),
  tester: testerSummarySchema,
  /** What the tester did across Beta Harbor, for the builder deciding (reputation.ts). */
  record: testerRecordSchema,
  /** The tester's devices that fit the listing's platforms and minimum versions. */
  matchingDevices: z.array(deviceSchema),
  /** The version of the listing's terms the tester accepted, and when; null when none. */
  agreement: z.object({ version: z.number().int(), acceptedAt: z.string() }).nullable(),
});
export type ListingTester = z.infer<typeof listingTesterSchema>;

const decision = {
  status: z.enum(DECISION_STATUSES),
  reason: z.string().trim().max(DECISION_REASON_MAX_LENGTH).optional(),
};
export const reviewInterestBodySchema = z.object(decision);
export type ReviewInterestBody = z.infer<typeof reviewInterestBodySchema>;
export const bulkDecisionBodySchema = z.object({
  ...decision,
  interestIds: z.array(z.uuid()).min(1).max(200),
});
export type BulkDecisionBody = z.infer<typeof bulkDecisionBodySchema>;
export const interestIdParamsSchema = z.object({ id: z.uuid() });
export const listingParamsSchema = z.object({ softwareId: z.uuid() });
