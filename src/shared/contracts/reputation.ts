import { CATEGORIES, ROLES } from '@/shared/constants.ts';
import {
  ANSWER_BADGES,
  PROFILE_VISIBILITIES,
  RATING_COMMENT_MAX,
  RATING_SIDES,
  RATING_STARS_MAX,
  RATING_STARS_MIN,
} from './reputation-rules.ts';
import { z } from './zod.ts';

/**
 * A figure of a record: `value` is null ("New") when it rests on fewer than RECORD_MIN_EVENTS
 * events; `events` says how many it rests on.
 */
export const figureSchema = z.object({
  value: z.number().nullable(),
  events: z.number().int(),
});

/** What a tester did, from events only (docs/decisions/030-reputation.md). */
export const testerRecordSchema = z.object({
  /** Share (0 to 1) of finished places held to the end: the listing closed while they held it. */
  betasHeld: figureSchema,
  /** Share of ended test cycles they opted into and held to the last day. */
  cyclesHeld: figureSchema,
  /** Share of their cycle days with a check-in, days gone by only. */
  checkIns: figureSchema,
  /** Places lost to silence. */
  releasedForSilence: z.number().int(),
  reports: z.object({
    filed: z.number().int(),
    /** The builder answered them (a status change or a comment). */
    acknowledged: z.number().int(),
    /** Fixed or Verified. */
    fixed: z.number().int(),
    duplicate: z.number().int(),
  }),
  /** Fixes they confirmed as working (Verified). */
  fixesVerified: z.number().int(),
  /** Average stars from builders, ratings shown and counting only. */
  rating: figureSchema,
});
export type TesterRecord = z.infer<typeof testerRecordSchema>;

/** How a builder treated testers, from events only. */
export const builderRecordSchema = z.object({
  /** Median hours from a report to the builder's first answer; events: reports answered. */
  firstAnswerHours: figureSchema,
  /** Share of reports answered within REPORT_ANSWER_DAYS; events: reports answered or overdue. */
  answeredInTime: figureSchema,
  /**
   * Share of reports that reached Fixed, or Won't fix with a comment from the builder, among those
   * closed (Duplicates aside) or still open after REPORT_RESOLVE_DAYS.
   */
  resolvedWithReason: figureSchema,
  /** Share of testers' messages answered within MESSAGE_ANSWER_DAYS; events: messages due. */
  messagesAnswered: figureSchema,
  /** Test cycles that ran to their last day. */
  cyclesCompleted: z.number().int(),
  /** Average stars from testers, ratings shown and counting only. */
  rating: figureSchema,
});
export type BuilderRecord = z.infer<typeof builderRecordSchema>;

const personSchema = z.object({
  id: z.string().uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
/** The other side of a rating; null for an account that was deleted. */
export type RatingPerson = z.infer<typeof personSchema>;

export const ratingSchema = z.object({
  id: z.string().uuid(),
  /** Null once the listing was deleted; its name stays. */
  listingId: z.string().uuid().nullable(),
  listingName: z.string(),
  raterSide: z.enum(RATING_SIDES),
  rater: personSchema.nullable(),
  ratee: personSchema.nullable(),
  stars: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  /** When both sides' ratings are shown; null while it is hidden from the rated person. */
  shownAt: z.string().nullable(),
  reply: z.object({ body: z.string(), createdAt: z.string() }).nullable(),
});
export type Rating = z.infer<typeof ratingSchema>;

/** Someone the signed-in user may rate now: their place on the listing ended. */
export const pendingRatingSchema = z.object({
  listingId: z.string().uuid(),
  listingName: z.string(),
  /** The side the signed-in user rates from. */
  raterSide: z.enum(RATING_SIDES),
  ratee: personSchema,
  endedAt: z.string(),
  /** After this the pair can no longer rate. */
  closesAt: z.string(),
});
export type PendingRating = z.infer<typeof pendingRatingSchema>;

const stars = z
  .number({ error: 'Choose from 1 to 5 stars' })
  .int('Choose from 1 to 5 stars')
  .min(RATING_STARS_MIN, 'Choose from 1 to 5 stars')
  .max(RATING_STARS_MAX, 'Choose from 1 to 5 stars');
const comment = z
  .string()
  .trim()
  .max(RATING_COMMENT_MAX, `Keep it to ${RATING_COMMENT_MAX.toLocaleString('en-US')} characters`)
  .optional();

export const createRatingBodySchema = z.object({
  listingId: z.uuid(),
  rateeId: z.uuid(),
  stars,
  comment,
});
export type CreateRatingBody = z.infer<typeof createRatingBodySchema>;

export const updateRatingBodySchema = z.object({ stars, comment });
export type UpdateRatingBody = z.infer<typeof updateRatingBodySchema>;

export const ratingReplyBodySchema = z.object({
  body: z
    .string({ error: 'Write a reply' })
    .trim()
    .min(1, 'Write a reply')
    .max(RATING_COMMENT_MAX, `Keep it to ${RATING_COMMENT_MAX.toLocaleString('en-US')} characters`),
});
export type RatingReplyBody = z.infer<typeof ratingReplyBodySchema>;

export const ratingParamsSchema = z.object({ id: z.uuid() });
export const personParamsSchema = z.object({ id: z.uuid() });

export const profileVisibilitySchema = z.object({
  visibility: z.enum(PROFILE_VISIBILITIES, { error: 'Choose who can see your profile' }),
});
export type ProfileVisibilityBody = z.infer<typeof profileVisibilitySchema>;

/** A builder's open listing as a profile lists it. */
export const profileListingSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  shortDescription: z.string(),
  category: z.enum(CATEGORIES),
  imageUrl: z.string(),
  testerCount: z.number().int(),
});

export const personProfileSchema = personSchema.extend({
  role: z.enum(ROLES),
  memberSince: z.string(),
  businessName: z.string().nullable(),
  website: z.string().nullable(),
  tester: testerRecordSchema,
  builder: builderRecordSchema,
  answerBadge: z.enum(ANSWER_BADGES).nullable(),
  /** Ratings received and shown, newest first, with their replies. */
  ratings: z.array(ratingSchema),
  openListings: z.array(profileListingSchema),
});
export type PersonProfile = z.infer<typeof personProfileSchema>;

/** One event behind a figure: what happened, where and when. */
export const recordEventSchema = z.object({
  figure: z.string(),
  listingId: z.string().uuid().nullable(),
  listingName: z.string().nullable(),
  /** What it is (a report's title, "Left after 5 days"), as the person may read it. */
  label: z.string(),
  /** The id of the report, cycle, message or rating behind it. */
  sourceId: z.string().uuid().nullable(),
  at: z.string(),
  /** Whether it counts for the figure (a report answered in time) or against it. */
  counts: z.boolean(),
});
export type RecordEvent = z.infer<typeof recordEventSchema>;
export const recordEventsSchema = z.array(recordEventSchema);

const NO_FIGURE = { value: null, events: 0 };

/** The record of someone with no events yet: every figure "New". */
export const EMPTY_TESTER_RECORD: TesterRecord = {
  betasHeld: NO_FIGURE,
  cyclesHeld: NO_FIGURE,
  checkIns: NO_FIGURE,
  releasedForSilence: 0,
  reports: { filed: 0, acknowledged: 0, fixed: 0, duplicate: 0 },
  fixesVerified: 0,
  rating: NO_FIGURE,
};

export const EMPTY_BUILDER_RECORD: BuilderRecord = {
  firstAnswerHours: NO_FIGURE,
  answeredInTime: NO_FIGURE,
  resolvedWithReason: NO_FIGURE,
  messagesAnswered: NO_FIGURE,
  cyclesCompleted: 0,
  rating: NO_FIGURE,
};
