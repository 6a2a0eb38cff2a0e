import { AGREEMENT_MAX_LENGTH } from './agreement-rules.ts';
import { z } from './zod.ts';

/** One version of a listing's terms: each edit makes a new version; none is ever rewritten. */
export const agreementSchema = z.object({
  listingId: z.uuid(),
  version: z.number().int().min(1),
  text: z.string(),
  createdAt: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;

/** A tester's acceptance: the exact version they read, and when. */
export const agreementAcceptanceSchema = z.object({
  listingId: z.uuid(),
  testerId: z.uuid(),
  version: z.number().int().min(1),
  /** The text as accepted, so either side can read what was agreed after later edits. */
  text: z.string(),
  acceptedAt: z.string(),
});
export type AgreementAcceptance = z.infer<typeof agreementAcceptanceSchema>;

/** PUT: new terms (a new version), or empty text to drop them; joins after need no acceptance. */
export const putAgreementBodySchema = z.object({
  text: z.string().trim().max(AGREEMENT_MAX_LENGTH),
});
export type PutAgreementBody = z.infer<typeof putAgreementBodySchema>;
