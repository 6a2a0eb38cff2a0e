import {
  CATEGORIES,
  LISTING_STATUSES,
  SEARCH_MAX_LENGTH,
  TESTER_LIMIT_MAX,
} from '@/shared/constants.ts';
import { INVALID_YOUTUBE_MESSAGE, parseYouTubeId } from '@/shared/youtube.ts';
import { BROWSE_SORTS } from './browse-sorts.ts';
import { OBJECT_PATH_PATTERN } from './image-urls.ts';
import { httpUrlOrEmpty } from './links.ts';
import { builderSummarySchema } from './people.ts';
import { OS_VERSION_MESSAGE, OS_VERSION_PATTERN, PLATFORMS } from './platforms.ts';
import { ANSWER_BADGES } from './reputation-rules.ts';
import { screeningQuestionSchema, screeningQuestionsInputSchema } from './screening.ts';
import { z } from './zod.ts';

const BROWSE_PAGE_SIZE = 24;
const BROWSE_MAX_PAGE_SIZE = 100;

export const listingSchema = z.object({
  id: z.string().uuid(),
  builderId: z.string().uuid(),
  name: z.string(),
  shortDescription: z.string(),
  longDescription: z.string(),
  category: z.enum(CATEGORIES),
  /** Where the build runs, in PLATFORMS' order; empty for a listing posted before platforms. */
  platforms: z.array(z.enum(PLATFORMS)),
  /** The lowest OS version per named platform; a platform left out takes any version. */
  minOsVersions: z.partialRecord(z.enum(PLATFORMS), z.string()),
  /** The current version of the listing's terms a tester accepts to join; null for none. */
  agreementVersion: z.number().int().nullable(),
  /** `/objects/{id}`; the card-size variant is at `/objects/{id}/card`. */
  imageUrl: z.string(),
  youtubeUrl: z.string().nullable(),
  link: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(LISTING_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  testerCount: z.number().int(),
  hasInterest: z.boolean(),
  isSaved: z.boolean(),
  builder: builderSummarySchema,
  /** The builder's usual time to first answer a report, when it is good (reputation-rules.ts). */
  answerBadge: z.enum(ANSWER_BADGES).nullable(),
  /** Places for testers; null for no limit. */
  testerLimit: z.number().int().nullable(),
  /** The limit less the Interested and Accepted testers; null for no limit. */
  placesLeft: z.number().int().nullable(),
  screeningQuestions: z.array(screeningQuestionSchema),
  /** Days of silence after which an Accepted tester is reminded; null for never. */
  inactivityDays: z.number().int().nullable(),
  /**
   * How to get the build (a TestFlight link, an invite code): only in a listing's own answer, and
   * only to its builder and its Accepted testers.
   */
  accessInstructions: z.string().nullable().optional(),
});
export type Listing = z.infer<typeof listingSchema>;

/** What the builder wrote and when: a listing without its counts, flags or builder. */
export const listingContentSchema = listingSchema.pick({
  id: true,
  name: true,
  shortDescription: true,
  longDescription: true,
  category: true,
  platforms: true,
  minOsVersions: true,
  status: true,
  imageUrl: true,
  youtubeUrl: true,
  link: true,
  notes: true,
  createdAt: true,
  updatedAt: true,
});
export type ListingContent = z.infer<typeof listingContentSchema>;

export const listingsSchema = z.array(listingSchema);

export const UPLOAD_IMAGE_MESSAGE = 'Please upload an image';

const requiredText = (max: number) => z.string().trim().min(1, 'Required').max(max);

const osVersion = z.string().trim().max(20).regex(OS_VERSION_PATTERN, OS_VERSION_MESSAGE);

/** Every field a builder writes, without defaults: a PATCH names only what changes. */
const listingFields = {
  name: requiredText(120),
  shortDescription: requiredText(200),
  longDescription: requiredText(10_000),
  category: z.enum(CATEGORIES),
  /** Each platform once; stored in PLATFORMS' order. */
  platforms: z
    .array(z.enum(PLATFORMS))
    .max(PLATFORMS.length)
    .refine((list) => new Set(list).size === list.length, 'Name each platform once'),
  /** Only for platforms the listing names (checked with the platforms, on the server). */
  minOsVersions: z.partialRecord(z.enum(PLATFORMS), osVersion),
  imageUrl: z
    .string({ error: UPLOAD_IMAGE_MESSAGE })
    .regex(OBJECT_PATH_PATTERN, UPLOAD_IMAGE_MESSAGE),
  youtubeUrl: z
    .string()
    .trim()
    .max(2048)
    .refine((value) => value === '' || parseYouTubeId(value) !== null, INVALID_YOUTUBE_MESSAGE),
  link: httpUrlOrEmpty(),
  notes: z.string().trim().max(5_000),
  testerLimit: z.number().int().min(1).max(TESTER_LIMIT_MAX).nullable(),
  screeningQuestions: screeningQuestionsInputSchema,
  inactivityDays: z.number().int().min(1).max(365).nullable(),
  accessInstructions: z.string().trim().max(5_000),
};

export const createListingBodySchema = z.object({
  ...listingFields,
  youtubeUrl: listingFields.youtubeUrl.default(''),
  platforms: listingFields.platforms.default([]),
  minOsVersions: listingFields.minOsVersions.default({}),
  link: listingFields.link.default(''),
  notes: listingFields.notes.default(''),
  testerLimit: listingFields.testerLimit.default(null),
  screeningQuestions: listingFields.screeningQuestions.default([]),
  inactivityDays: listingFields.inactivityDays.default(null),
  accessInstructions: listingFields.accessInstructions.default(''),
});
export type CreateListingBody = z.infer<typeof createListingBodySchema>;
export type CreateListingInput = z.input<typeof createListingBodySchema>;

/** PATCH /api/software/{id}: any of the fields, at least one. */
export const updateListingBodySchema = z
  .object(listingFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Name at least one field to change');
export type UpdateListingBody = z.infer<typeof updateListingBodySchema>;

export const updateListingStatusBodySchema = z.object({ status: z.enum(LISTING_STATUSES) });

export const listingsQuerySchema = z.object({
  category: z.enum(CATEGORIES).optional(),
  platform: z.enum(PLATFORMS).optional(),
  /** Ignored while searching: a search ranks by how well listings match. */
  sort: z.enum(BROWSE_SORTS).default('newest'),
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(BROWSE_MAX_PAGE_SIZE).default(BROWSE_PAGE_SIZE),
  /** Opaque; taken from the previous page's `Link: <...>; rel="next"` header. */
  cursor: z.string().max(200).optional(),
});
export type ListingsQuery = z.infer<typeof listingsQuerySchema>;

export const listingParamsSchema = z.object({ id: z.uuid() });
