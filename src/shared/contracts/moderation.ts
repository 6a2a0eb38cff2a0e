import {
  APPEAL_MAX,
  AUDIT_ACTIONS,
  HIDDEN_CAUSES,
  MODERATION_ACTIONS,
  MODERATION_REASON_MAX,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
} from './moderation-rules.ts';
import { z } from './zod.ts';

const text = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Keep it to ${max.toLocaleString('en-US')} characters`);

export const createReportBodySchema = z.object({
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.uuid(),
  reason: z.enum(REPORT_REASONS, { error: 'Choose a reason' }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, `Keep it to ${REPORT_DETAILS_MAX.toLocaleString('en-US')} characters`)
    .optional(),
});
export type CreateReportBody = z.infer<typeof createReportBodySchema>;

/** A report as its reporter sees it: what they reported, and how it was handled. */
export const myReportSchema = z.object({
  id: z.uuid(),
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.uuid(),
  /** A few words naming the thing (a listing's name, a person's name), or null once it is gone. */
  targetLabel: z.string().nullable(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type MyReport = z.infer<typeof myReportSchema>;
export const myReportListSchema = z.array(myReportSchema);

const personRefSchema = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
});
export type PersonRef = z.infer<typeof personRefSchema>;

/** One open case in the queue: a thing with open reports, or a hidden listing's appeal. */
export const caseSummarySchema = z.object({
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.uuid(),
  targetLabel: z.string().nullable(),
  /** Whose thing it is (the reported person, for a person); null once their account is gone. */
  owner: personRefSchema.nullable(),
  openReports: z.number().int(),
  reasons: z.array(z.enum(REPORT_REASONS)),
  latestReportAt: z.string().nullable(),
  /** Set when the case is a hidden listing's appeal waiting for an answer. */
  appealedAt: z.string().nullable(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;
export const caseListSchema = z.array(caseSummarySchema);

export const CASE_SORTS = ['newest', 'most'] as const;
export const caseListQuerySchema = z.object({ sort: z.enum(CASE_SORTS).default('newest') });

/** The reported thing as its owner wrote it: a title and the words, whatever its kind. */
export const caseContentSchema = z.object({
  title: z.string().nullable(),
  body: z.string().nullable(),
  /** Links the thing carries (a listing's download and video links), shown as written. */
  links: z.array(z.string()),
  /** Where the thing lives in the product, for an admin to open it; null when nowhere. */
  path: z.string().nullable(),
  /** Already acted on: hidden, removed, suspended. */
  state: z.enum(['visible', 'hidden', 'removed', 'suspended', 'gone']),
});

const reportRowSchema = z.object({
  id: z.uuid(),
  reporter: personRefSchema.nullable(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});

export const auditEntrySchema = z.object({
  id: z.uuid(),
  actor: personRefSchema.nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** The person the action concerns, when it concerns one. */
  subject: personRefSchema.nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const caseDetailSchema = caseSummarySchema.extend({
  content: caseContentSchema,
  reports: z.array(reportRowSchema),
  appeal: z.string().nullable(),
  /** The owner's earlier trouble: reports against their things and actions taken on them. */
  ownerHistory: z.object({
    reports: z.number().int(),
    actions: z.array(auditEntrySchema),
  }),
  /** The owner's suspension, if one is in force. */
  suspendedUntil: z.string().nullable(),
  suspended: z.boolean(),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

export const caseParamsSchema = z.object({
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.uuid(),
});

export const caseActionBodySchema = z.object({
  action: z.enum(MODERATION_ACTIONS),
  reason: text(MODERATION_REASON_MAX, 'Say why'),
  /** For `suspend`: how many days, or null for good. */
  days: z.number().int().min(1).max(3650).nullable().optional(),
});
export type CaseActionBody = z.infer<typeof caseActionBodySchema>;
export const caseActionResponseSchema = z.object({
  /** How many open reports the action closed; their reporters are told. */
  closedReports: z.number().int(),
});

export const auditLogQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  actorId: z.uuid().optional(),
  subjectId: z.uuid().optional(),
  /** The last entry's id of the page before: entries older than it. */
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next page; null on the last. */
  nextBefore: z.uuid().nullable(),
});

/** What the builder of a hidden listing sees of it. */
export const listingHideSchema = z.object({
  listingId: z.uuid(),
  listingName: z.string(),
  cause: z.enum(HIDDEN_CAUSES),
  reason: z.string(),
  hiddenAt: z.string(),
  /** Null until they appeal; they may appeal once. */
  appeal: z.string().nullable(),
  appealedAt: z.string().nullable(),
  /** Set when an admin read the appeal and kept the listing hidden. */
  appealRejectedAt: z.string().nullable(),
});
export type ListingHide = z.infer<typeof listingHideSchema>;
export const listingHideListSchema = z.array(listingHideSchema);

export const appealBodySchema = z.object({
  message: text(APPEAL_MAX, 'Say why it should be shown'),
});
