/**
 * What trust and safety is made of: the things a person may report, why, what an admin may do
 * about it, and the limits on new accounts. No zod here: the first screen's code reads the labels.
 */

/** What a report may be about. A person's report names the person; the rest name their words. */
export const REPORT_TARGETS = ['listing', 'person', 'message', 'feedback', 'rating'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const REPORT_TARGET_LABELS: Record<ReportTarget, string> = {
  listing: 'Listing',
  person: 'Person',
  message: 'Message',
  feedback: 'Feedback report',
  rating: 'Rating',
};

export const REPORT_REASONS = ['spam', 'malware', 'harassment', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  malware: 'Malware or phishing',
  harassment: 'Harassment',
  inappropriate: 'Inappropriate',
  other: 'Other',
};

export const REPORT_DETAILS_MAX = 1000;
/** An admin's reason for an action, told to the person it concerns. */
export const MODERATION_REASON_MAX = 1000;
export const APPEAL_MAX = 2000;

/** Reports one person may file in an hour: enough for a bad day, too few to flood the queue. */
export const REPORTS_PER_HOUR = 10;

/** Until their address is proved, a person sends at most this many messages a day. */
export const UNVERIFIED_MESSAGES_PER_DAY = 5;

/** Where a report stands: open until an admin acts on its thing or dismisses it. */
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * What an admin may do about a case. `hide_listing` and `restore_listing` are for listings,
 * `remove_content` for a message, feedback report or rating; `warn`, `suspend` and
 * `lift_suspension` concern the person (the reported person, or the owner of the reported thing);
 * `reject_appeal` answers a hidden listing's appeal by keeping it hidden.
 */
export const MODERATION_ACTIONS = [
  'dismiss',
  'hide_listing',
  'restore_listing',
  'reject_appeal',
  'remove_content',
  'warn',
  'suspend',
  'lift_suspension',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = {
  dismiss: 'Dismiss',
  hide_listing: 'Hide listing',
  restore_listing: 'Restore listing',
  reject_appeal: 'Keep hidden',
  remove_content: 'Remove',
  warn: 'Warn',
  suspend: 'Suspend',
  lift_suspension: 'Lift suspension',
};

/** The suspension lengths the admin screen offers; `null` is for good. */
export const SUSPENSION_DAY_CHOICES = [1, 7, 30, null] as const;

/**
 * Every admin action the audit log records, with the words its screen shows. The log is written
 * in the transaction of the change it records and never edited nor deleted (a trigger refuses).
 */
export const AUDIT_ACTIONS = [
  'user.role_changed',
  'user.removed_for_abuse',
  'user.warned',
  'user.suspended',
  'user.suspension_lifted',
  'listing.hidden',
  'listing.restored',
  'listing.appeal_rejected',
  'message.removed',
  'feedback.removed',
  'rating.removed',
  'reports.dismissed',
  'email.sent',
  'digest.sent',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.role_changed': 'Changed a role',
  'user.removed_for_abuse': 'Removed an account for abuse',
  'user.warned': 'Warned a person',
  'user.suspended': 'Suspended a person',
  'user.suspension_lifted': 'Lifted a suspension',
  'listing.hidden': 'Hid a listing',
  'listing.restored': 'Restored a listing',
  'listing.appeal_rejected': 'Kept a listing hidden after its appeal',
  'message.removed': 'Removed a message',
  'feedback.removed': 'Removed a feedback report',
  'rating.removed': 'Removed a rating',
  'reports.dismissed': 'Dismissed reports',
  'email.sent': 'Sent e-mail',
  'digest.sent': 'Sent the weekly digest',
};

/** Why a listing is hidden: an admin hid it, or its builder is suspended (it comes back after). */
export const HIDDEN_CAUSES = ['moderation', 'suspension'] as const;
export type HiddenCause = (typeof HIDDEN_CAUSES)[number];

export const REPORT_SENT_MESSAGE = 'Thanks: an admin will look at your report.';
export const ALREADY_REPORTED_MESSAGE = 'You already reported this; an admin will look at it.';
export const VERIFY_TO_POST_MESSAGE = 'Verify your e-mail address before posting a listing.';
export const VERIFY_TO_MESSAGE_MORE_MESSAGE = `Until you verify your e-mail address you can send ${UNVERIFIED_MESSAGES_PER_DAY} messages a day.`;
export const HIDDEN_LISTING_TITLE = 'This listing is hidden';
export const APPEAL_SENT_MESSAGE = 'Your appeal was sent; an admin will look at it.';

/** The sentence a suspended person reads when sign-in is refused. */
export function suspendedMessage(reason: string, until: string | null): string {
  const end = until
    ? `until ${new Date(until).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })}`
    : 'for good';
  return `Your account is suspended ${end}. Reason: ${reason}`;
}
