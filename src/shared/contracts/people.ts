import { z } from './zod.ts';

/** A listing's builder as listings show them (spec section 3). */
export const builderSummarySchema = z.object({
  id: z.string().uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  businessName: z.string().nullable(),
  website: z.string().nullable(),
});

/** A tester as their builder sees them on the dashboard. */
export const testerSummarySchema = z.object({
  id: z.string().uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
