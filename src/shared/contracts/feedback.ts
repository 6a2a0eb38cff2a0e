import { testerSummarySchema } from './people.ts';
import { z } from './zod.ts';

export const FEEDBACK_KINDS = ['Bug', 'Idea', 'Praise'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];
export const SEVERITIES = ['Low', 'Medium', 'High', 'Critical'] as const;
export type Severity = (typeof SEVERITIES)[number];
/**
 * New → Acknowledged → InProgress → Fixed, or WontFix / Duplicate, set by the listing's builder;
 * after Fixed, the reporter says Verified or Reopened (which puts it back on the board).
 */
export const FEEDBACK_STATUSES = [
  'New',
  'Acknowledged',
  'InProgress',
  'Fixed',
  'WontFix',
  'Duplicate',
  'Verified',
  'Reopened',
] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
/** Statuses as people read them; the API's names run words together. */
export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  New: 'New',
  Acknowledged: 'Acknowledged',
  InProgress: 'In progress',
  Fixed: 'Fixed',
  WontFix: 'Won’t fix',
  Duplicate: 'Duplicate',
  Verified: 'Verified',
  Reopened: 'Reopened',
};
export const TRIAGE_STATUSES = [
  'New',
  'Acknowledged',
  'InProgress',
  'Fixed',
  'WontFix',
  'Duplicate',
] as const satisfies FeedbackStatus[];
export const REPORTER_STATUSES = ['Verified', 'Reopened'] as const satisfies FeedbackStatus[];

export const FEEDBACK_TITLE_MAX = 120;
export const FEEDBACK_TEXT_MAX = 5_000;
export const FEEDBACK_SCREENSHOTS_MAX = 3;
export const DEVICE_FIELD_MAX = 200;
/** A screenshot must be one of the reporter's own uploads, not a picture already shown in public. */
export const SCREENSHOT_NOT_UPLOADED_MESSAGE = 'Attach images you uploaded for this report';
/** Steps, expected, actual and severity describe a bug; an idea or praise that sends them is refused. */
export const BUG_ONLY_FIELD_MESSAGE = 'Only a bug report has this';

const optionalText = z.string().trim().max(FEEDBACK_TEXT_MAX).optional();

const deviceSchema = z.object({
  browser: z.string().trim().max(DEVICE_FIELD_MAX).default(''),
  os: z.string().trim().max(DEVICE_FIELD_MAX).default(''),
  viewport: z.string().trim().max(DEVICE_FIELD_MAX).default(''),
});
export type Device = z.infer<typeof deviceSchema>;

export const createFeedbackBodySchema = z.object({
  kind: z.enum(FEEDBACK_KINDS),
  title: z.string().trim().min(1, 'Required').max(FEEDBACK_TITLE_MAX),
  body: z.string().trim().min(1, 'Required').max(FEEDBACK_TEXT_MAX),
  steps: optionalText,
  expected: optionalText,
  actual: optionalText,
  severity: z.enum(SEVERITIES).optional(),
  /** `/objects/{id}` paths of images the reporter uploaded, as a listing's image is. */
  screenshots: z.array(z.string().max(100)).max(FEEDBACK_SCREENSHOTS_MAX).default([]),
  device: deviceSchema.default({ browser: '', os: '', viewport: '' }),
});
export type CreateFeedbackBody = z.infer<typeof createFeedbackBodySchema>;
export type CreateFeedbackInput = z.input<typeof createFeedbackBodySchema>;

export const feedbackSchema = z.object({
  id: z.uuid(),
  softwareId: z.uuid(),
  reporter: testerSummarySchema,
  kind: z.enum(FEEDBACK_KINDS),
  title: z.string(),
  body: z.string(),
  steps: z.string().nullable(),
  expected: z.string().nullable(),
  actual: z.string().nullable(),
  severity: z.enum(SEVERITIES).nullable(),
  device: deviceSchema,
  /** Where each screenshot is served (`feedbackPaths.screenshot`), for those who may see it. */
  screenshots: z.array(z.string()),
  status: z.enum(FEEDBACK_STATUSES),
  duplicateOf: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** One entry of a report's timeline: a status change or a comment, by whom and when. */
const feedbackEventSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['status', 'comment']),
  status: z.enum(FEEDBACK_STATUSES).nullable(),
  body: z.string().nullable(),
  actor: testerSummarySchema.nullable(),
  createdAt: z.string(),
});
export type FeedbackEvent = z.infer<typeof feedbackEventSchema>;

export const feedbackDetailSchema = feedbackSchema.extend({
  timeline: z.array(feedbackEventSchema),
});
export type FeedbackDetail = z.infer<typeof feedbackDetailSchema>;

export const updateFeedbackBodySchema = z.object({
  status: z.enum(FEEDBACK_STATUSES),
  /** With Duplicate only: the report of the same listing this one repeats. */
  duplicateOf: z.uuid().optional(),
});
export type UpdateFeedbackBody = z.infer<typeof updateFeedbackBodySchema>;

export const feedbackCommentBodySchema = z.object({
  body: z.string().trim().min(1, 'Required').max(FEEDBACK_TEXT_MAX),
});

const FEEDBACK_PAGE_SIZE = 25;
export const FEEDBACK_SORTS = ['newest', 'oldest', 'severity'] as const;
export const feedbackBoardQuerySchema = z.object({
  kind: z.enum(FEEDBACK_KINDS).optional(),
  status: z.enum(FEEDBACK_STATUSES).optional(),
  severity: z.enum(SEVERITIES).optional(),
  sort: z.enum(FEEDBACK_SORTS).default('newest'),
  limit: z.coerce.number().int().min(1).max(100).default(FEEDBACK_PAGE_SIZE),
  /** Opaque; the next page's URL is in the `Link: <...>; rel="next"` header, as on Browse. */
  cursor: z.string().max(200).optional(),
});
export type FeedbackBoardQuery = z.infer<typeof feedbackBoardQuerySchema>;

export const feedbackExportQuerySchema = z.object({ format: z.enum(['csv', 'json']) });

export const feedbackStatsSchema = z.object({
  received: z.number().int(),
  /** Of the reports received, the share the builder has answered (0 to 1); null for none. */
  acknowledgedShare: z.number().nullable(),
  /** Median hours from a report to the builder's first answer; null until one is answered. */
  medianFirstResponseHours: z.number().nullable(),
});
export type FeedbackStats = z.infer<typeof feedbackStatsSchema>;

export const testerReportCountsSchema = z.object({
  reports: z.number().int(),
  acknowledged: z.number().int(),
});
export type TesterReportCounts = z.infer<typeof testerReportCountsSchema>;

export const FEEDBACK_NOT_ACCEPTED_MESSAGE = 'Only accepted testers of this beta can report';
export const OWN_LISTING_FEEDBACK_MESSAGE = 'You cannot report on your own listing';
