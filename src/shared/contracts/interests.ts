import { INTEREST_STATUSES } from '../constants.ts';
import { softwareSchema } from './listings.ts';
import { testerSummarySchema } from './people.ts';
import { z } from './zod.ts';

export const interestPaths = {
  list: '/api/interests',
  /** DELETE leaves the beta of this listing. */
  bySoftware: (softwareId: string) => `/api/interests/${softwareId}`,
  /** PATCH: the owning builder accepts or declines one tester. */
  one: (interestId: string) => `/api/interests/${interestId}`,
  /** GET: the testers who joined one listing (its builder only). */
  testersOf: (softwareId: string) => `/api/software/${softwareId}/testers`,
} as const;

export const CLOSED_LISTING_MESSAGE = 'This beta is closed to new testers';

export const createInterestBodySchema = z.object({ softwareId: z.uuid() });

export const interestSchema = z.object({
  id: z.string().uuid(),
  softwareId: z.string().uuid(),
  testerId: z.string().uuid(),
  status: z.enum(INTEREST_STATUSES),
  createdAt: z.string(),
  software: softwareSchema,
});
export type Interest = z.infer<typeof interestSchema>;

export const softwareTesterSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(INTEREST_STATUSES),
  createdAt: z.string(),
  tester: testerSummarySchema,
});
export type SoftwareTester = z.infer<typeof softwareTesterSchema>;

export const reviewInterestBodySchema = z.object({ status: z.enum(INTEREST_STATUSES) });
export const interestIdParamsSchema = z.object({ id: z.uuid() });
export const softwareIdParamSchema = z.object({ softwareId: z.uuid() });
