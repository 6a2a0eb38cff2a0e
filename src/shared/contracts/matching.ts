import { deviceSchema } from './devices.ts';
import { listingSchema } from './listings.ts';
import { builderSummarySchema, testerSummarySchema } from './people.ts';
import { testerRecordSchema } from './reputation.ts';
import { z } from './zod.ts';

/** Recommended for you: at most this many, so the row stays a row. */
export const RECOMMENDED_MAX = 6;
/** Suggested testers for a cycle: the best this many. */
export const INVITE_SUGGESTIONS_MAX = 20;
/** Invitations one builder sends in a day, across all their cycles: enough to fill a test. */
export const INVITATIONS_PER_DAY = 30;
/** One invitation carries this many testers at most. */
export const INVITATIONS_PER_REQUEST = 20;
export const INVITATION_MESSAGE_MAX_LENGTH = 500;

export const INVITATION_STATUSES = ['Pending', 'Accepted', 'Ignored'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** GET /api/me/recommended: open listings with places that fit the tester's devices, best first. */
export const recommendedListingSchema = z.object({
  listing: listingSchema,
  /** The tester's devices that fit, so the card can say why it was picked. */
  matchingDevices: z.array(deviceSchema),
});
export type RecommendedListing = z.infer<typeof recommendedListingSchema>;

/** A tester a builder might invite to a cycle: their fitting devices and their record. */
export const inviteSuggestionSchema = z.object({
  tester: testerSummarySchema,
  matchingDevices: z.array(deviceSchema),
  record: testerRecordSchema,
});
export type InviteSuggestion = z.infer<typeof inviteSuggestionSchema>;

export const inviteTestersBodySchema = z.object({
  testerIds: z.array(z.uuid()).min(1, 'Pick at least one tester').max(INVITATIONS_PER_REQUEST),
  message: z.string().trim().max(INVITATION_MESSAGE_MAX_LENGTH).default(''),
});
export type InviteTestersBody = z.infer<typeof inviteTestersBodySchema>;
export type InviteTestersInput = z.input<typeof inviteTestersBodySchema>;

/** POST answer: who was invited now; those skipped had been invited already or turned it off. */
export const inviteTestersResultSchema = z.object({
  invited: z.array(z.uuid()),
  skipped: z.array(z.uuid()),
});
export type InviteTestersResult = z.infer<typeof inviteTestersResultSchema>;

/** An invitation as its tester sees it. */
export const invitationSchema = z.object({
  id: z.uuid(),
  cycleId: z.uuid(),
  listing: listingSchema,
  builder: builderSummarySchema,
  message: z.string(),
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationParamsSchema = z.object({ id: z.uuid() });

/** PUT: whether builders may invite the signed-in tester. */
export const invitationSettingsSchema = z.object({ acceptsInvitations: z.boolean() });
export type InvitationSettings = z.infer<typeof invitationSettingsSchema>;
