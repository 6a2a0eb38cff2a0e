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
export type BuilderSummary = z.infer<typeof builderSummarySchema>;

/** A tester as their builder sees them on the dashboard. */
export const testerSummarySchema = z.object({
  id: z.string().uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type TesterSummary = z.infer<typeof testerSummarySchema>;
