import { INTEREST_STATUSES } from '@/shared/constants.ts';
import { listingSchema } from './listings.ts';
import { testerSummarySchema } from './people.ts';
import { z } from './zod.ts';

export const interestPaths = {
  list: '/api/interests',
  /** DELETE leaves the beta of this listing. */
  byListing: (softwareId: string) => `/api/interests/${softwareId}`,
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
  software: listingSchema,
});
export type Interest = z.infer<typeof interestSchema>;

export const listingTesterSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(INTEREST_STATUSES),
  createdAt: z.string(),
  tester: testerSummarySchema,
});
export type ListingTester = z.infer<typeof listingTesterSchema>;

export const reviewInterestBodySchema = z.object({ status: z.enum(INTEREST_STATUSES) });
export const interestIdParamsSchema = z.object({ id: z.uuid() });
export const listingParamsSchema = z.object({ softwareId: z.uuid() });
