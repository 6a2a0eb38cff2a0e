import { INTEREST_STATUSES, PASSWORD_MAX_LENGTH } from '@/shared/constants.ts';
import { userSchema } from './auth.ts';
import { devicesSchema } from './devices.ts';
import { feedbackDetailSchema } from './feedback.ts';
import { listingContentSchema, listingSchema } from './listings.ts';
import { notificationSchema, preferenceSchema } from './notifications.ts';
import { ratingSchema } from './reputation.ts';
import { z } from './zod.ts';

/** The word an account without a password types to confirm its deletion. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export const DELETE_PASSWORD_MESSAGE = 'That password is not right';
export const DELETE_CONFIRMATION_MESSAGE = `Type ${DELETE_CONFIRMATION_WORD} to confirm`;
export const LAST_ADMIN_DELETE_MESSAGE = 'You are the only admin; make someone else Admin first.';

/**
 * DELETE /api/auth/user. An account with a password proves it is its owner with the password;
 * one that signs in only through the provider types the confirmation word instead.
 */
export const deleteAccountBodySchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  confirmation: z.string().max(32).optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

const personSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
const listingRefSchema = z.object({ softwareId: z.string().uuid(), softwareName: z.string() });

/** GET /api/auth/user/export: everything Beta Harbor holds about the signed-in user. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: userSchema,
  listings: z.array(
    listingContentSchema.extend({
      ...listingSchema.pick({ testerLimit: true, screeningQuestions: true, inactivityDays: true })
        .shape,
      accessInstructions: z.string().nullable(),
    }),
  ),
  interests: z.array(
    listingRefSchema.extend({
      status: z.enum(INTEREST_STATUSES),
      answers: z.record(z.string(), z.string()),
      reason: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  saved: z.array(listingRefSchema.extend({ createdAt: z.string() })),
  conversations: z.array(
    listingRefSchema.extend({
      id: z.string().uuid(),
      /** The user's side of the conversation. */
      as: z.enum(['Builder', 'Tester']),
      with: personSchema,
      createdAt: z.string(),
      messages: z.array(
        z.object({
          id: z.string().uuid(),
          /** True for the messages the user sent; false for those they received. */
          sentByMe: z.boolean(),
          content: z.string(),
          readAt: z.string().nullable(),
          createdAt: z.string(),
        }),
      ),
    }),
  ),
  shortLinks: z.array(
    z.object({
      shortCode: z.string(),
      originalUrl: z.string(),
      softwareId: z.string().uuid().nullable(),
      clicks: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  /** The store accounts they gave when they opted in to a listing's test cycle. */
  cycleOptIns: z.array(
    listingRefSchema.extend({
      cycleId: z.string().uuid(),
      storeEmail: z.string(),
      optedInOn: z.string(),
    }),
  ),
  /** The terms they accepted to join betas: each version, with its text as they read it. */
  agreementAcceptances: z.array(
    listingRefSchema.extend({
      version: z.number().int(),
      text: z.string(),
      acceptedAt: z.string(),
    }),
  ),
  /** The reports they filed, each with its timeline of status changes and comments. */
  feedback: z.array(feedbackDetailSchema),
  /** What they were told, in the app or only by mail (`inApp: false`), newest first. */
  notifications: z.array(notificationSchema.omit({ id: true }).extend({ inApp: z.boolean() })),
  /** How they want to hear of each kind of news: their choices, and the defaults they kept. */
  notificationChoices: z.array(preferenceSchema),
  /** The ratings they gave after working with someone, hidden ones too, newest first. */
  ratingsGiven: z.array(ratingSchema),
  /** The ratings of them that are shown, with their replies, newest first. */
  ratingsReceived: z.array(ratingSchema),
  /** The devices they said they test on, oldest first. */
  devices: devicesSchema,
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The download's name: "beta-harbor-export-2026-11-25.json", dated in UTC. */
export function exportFileName(now: Date): string {
  return `beta-harbor-export-${now.toISOString().slice(0, 10)}.json`;
}
