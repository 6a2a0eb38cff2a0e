import { agreementSchema } from './agreements.ts';
import { cycleBoardSchema } from './cycle-board.ts';
import { cycleBuildSchema } from './cycle-builds.ts';
import { checkInSchema } from './cycle-check-ins.ts';
import { CYCLE_KINDS } from './cycle-rules.ts';
import { z } from './zod.ts';

/** What the evidence pack says on every page and in every download. */
export const STORE_DECIDES_NOTICE =
  'This pack is a record kept by Beta Harbor from what happened in the cycle. The store alone decides whether an app is approved; nothing here is a store’s approval or a promise of one.';

export const evidenceReportSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  kind: z.string(),
  status: z.string(),
  reporter: z.string(),
  createdAt: z.string(),
  /** The build update that named it fixed, if one did. */
  fixedIn: z.string().nullable(),
  /** Its reporter confirmed the fix. */
  verified: z.boolean(),
});

/**
 * The terms the cycle's testers accepted to join: each one's latest accepted version and when, and
 * the text of every version accepted. Empty when the listing asked for none.
 */
export const evidenceAgreementsSchema = z.object({
  accepted: z.array(
    z.object({ testerId: z.uuid(), version: z.number().int(), acceptedAt: z.string() }),
  ),
  versions: z.array(agreementSchema.omit({ listingId: true })),
});
export type EvidenceAgreements = z.infer<typeof evidenceAgreementsSchema>;

/** Draft answers to Play's production-access questions, built from the data, for the builder to edit. */
export const evidenceAnswersSchema = z.object({
  whoTested: z.string(),
  howEngaged: z.string(),
  feedbackReceived: z.string(),
  whatChanged: z.string(),
});
export type EvidenceAnswers = z.infer<typeof evidenceAnswersSchema>;

/** GET /api/cycles/{id}/evidence (JSON) and evidence.csv: the builder's record of a cycle. */
export const cycleEvidenceSchema = z.object({
  notice: z.literal(STORE_DECIDES_NOTICE),
  generatedAt: z.string(),
  listing: z.object({ id: z.uuid(), name: z.string() }),
  cycle: z.object({
    id: z.uuid(),
    kind: z.enum(CYCLE_KINDS),
    timeZone: z.string(),
    startDate: z.string(),
    lastDate: z.string(),
    status: z.string(),
    testersRequired: z.number().int(),
    lengthDays: z.number().int(),
  }),
  board: cycleBoardSchema,
  checkIns: z.array(checkInSchema),
  reports: z.array(evidenceReportSchema),
  builds: z.array(cycleBuildSchema),
  agreements: evidenceAgreementsSchema,
  answers: evidenceAnswersSchema,
});
export type CycleEvidence = z.infer<typeof cycleEvidenceSchema>;
