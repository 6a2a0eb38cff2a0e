import type { Role } from '@/shared/constants.ts';
import { z } from './zod.ts';

/**
 * What a person can be told about. `verify_email` is the account's own reminder: always in the
 * app, never a mail of its own (the verification mail is that), so it has no preference; nor has
 * `moderation` (a hide, a warning, a suspension, a handled report), whose mail is its own.
 */
const NOTIFICATION_TYPES = [
  'message',
  'tester_joined',
  'feedback_received',
  'decision',
  'waitlist_promoted',
  'inactivity',
  'report_updated',
  'cycle_reminder',
  'cycle_alert',
  'build_posted',
  'verify_email',
  'moderation',
  'invitation',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const PREFERENCE_TYPES = [
  'message',
  'tester_joined',
  'feedback_received',
  'decision',
  'waitlist_promoted',
  'inactivity',
  'report_updated',
  'cycle_reminder',
  'cycle_alert',
  'build_posted',
  'invitation',
] as const satisfies readonly NotificationType[];
export type PreferenceType = (typeof PREFERENCE_TYPES)[number];

export interface PreferenceTypeInfo {
  label: string;
  /** Who can receive it: the profile shows a person only the types their role can get. */
  roles: readonly Role[];
  defaults: { inApp: boolean; email: boolean };
}

/** Messages and decisions by e-mail; what a builder hears many of (joins) in the app only. */
export const PREFERENCE_TYPE_INFO: Record<PreferenceType, PreferenceTypeInfo> = {
  message: {
    label: 'New messages',
    roles: ['Tester', 'Builder'],
    defaults: { inApp: true, email: true },
  },
  tester_joined: {
    label: 'A tester joined or was waitlisted on your beta',
    roles: ['Builder'],
    defaults: { inApp: true, email: false },
  },
  feedback_received: {
    label: 'New feedback on your beta',
    roles: ['Builder'],
    defaults: { inApp: true, email: true },
  },
  decision: {
    label: 'You were accepted or declined',
    roles: ['Tester'],
    defaults: { inApp: true, email: true },
  },
  waitlist_promoted: {
    label: 'You moved up from a waitlist',
    roles: ['Tester'],
    defaults: { inApp: true, email: true },
  },
  inactivity: {
    label: 'Reminders and releases when you go quiet',
    roles: ['Tester'],
    defaults: { inApp: true, email: true },
  },
  report_updated: {
    label: 'A status change or comment on your report',
    roles: ['Tester'],
    defaults: { inApp: true, email: true },
  },
  cycle_reminder: {
    label: 'Check-in reminders in a test cycle',
    roles: ['Tester'],
    defaults: { inApp: true, email: true },
  },
  cycle_alert: {
    label: 'Your test cycle may fall short of its testers',
    roles: ['Builder'],
    defaults: { inApp: true, email: true },
  },
  build_posted: {
    label: 'A new build to test in a test cycle',
    roles: ['Tester'],
    defaults: { inApp: true, email: true },
  },
  invitation: {
    label: 'A builder invites you to a test cycle',
    roles: ['Tester'],
    defaults: { inApp: true, email: true },
  },
};

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string().nullable(),
  /** The screen it is about, a path of this site. */
  link: z.string(),
  /**
   * Messages in one conversation, or new reports or signups on one listing, share one notification
   * until it is read: how many arrived. Reports and signups then say so in `title` ("3 new reports
   * on Tidewater"), with the newest one's title in `body`; messages keep the newest one's words.
   */
  count: z.number().int(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

const NOTIFICATIONS_PAGE_SIZE = 20;
export const notificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE),
  /** Opaque: the `nextCursor` of the page before. */
  cursor: z.string().max(200).optional(),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationPageSchema = unreadCountSchema.extend({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

const READ_MANY_MAX = 100;
/** One, several (`ids`) or every notification (`all: true`); exactly one of the two. */
export const readNotificationsBodySchema = z.union([
  z.strictObject({ ids: z.array(z.uuid()).min(1).max(READ_MANY_MAX) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type ReadNotificationsBody = z.infer<typeof readNotificationsBodySchema>;

export const preferenceSchema = z.object({
  type: z.enum(PREFERENCE_TYPES),
  inApp: z.boolean(),
  email: z.boolean(),
});
export type Preference = z.infer<typeof preferenceSchema>;

export const preferencesSchema = z.object({ preferences: z.array(preferenceSchema) });
export type Preferences = z.infer<typeof preferencesSchema>;

/** Any subset of the types; those left out keep their setting. Each type at most once. */
export const updatePreferencesBodySchema = z.object({
  preferences: z
    .array(preferenceSchema)
    .min(1)
    .max(PREFERENCE_TYPES.length)
    .refine((list) => new Set(list.map((p) => p.type)).size === list.length, {
      message: 'Each type at most once',
    }),
});
