import { ACCOUNT_MAIL_SAMPLES } from './features/accounts/account-mail-samples.ts';
import { ADMIN_MAIL_SAMPLES } from './features/admin/admin-mail-samples.ts';
import { DIGEST_MAIL_SAMPLES } from './features/digest/digest-mail-samples.ts';
import type { MailSample } from './features/mail/mail-samples.ts';
import { CASE_ACTION_MAIL_SAMPLES } from './features/moderation/actions/moderation-mail-samples.ts';
import { SUSPENSION_MAIL_SAMPLES } from './features/moderation/suspensions/suspension-mail-samples.ts';
import { NOTIFICATION_MAIL_SAMPLES } from './features/notifications/notification-mail-samples.ts';

/**
 * Every mail the product sends, as the admin's template preview lists them. Gathered here, beside
 * the app that hands it to the preview, rather than in mail or admin: each feature's samples
 * import mail, so mail importing them back would make the two depend on each other.
 */
export const MAIL_SAMPLES: readonly MailSample[] = [
  ...ACCOUNT_MAIL_SAMPLES,
  ...DIGEST_MAIL_SAMPLES,
  ...ADMIN_MAIL_SAMPLES,
  ...NOTIFICATION_MAIL_SAMPLES,
  ...CASE_ACTION_MAIL_SAMPLES,
  ...SUSPENSION_MAIL_SAMPLES,
];
