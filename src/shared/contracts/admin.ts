import { ROLES } from '@/shared/constants.ts';
import { userSchema } from './auth.ts';
import { z } from './zod.ts';

export const adminPaths = {
  users: '/api/admin/users',
  userRole: (userId: string) => `/api/admin/users/${userId}/role`,
  /** POST {reason}: deletes the account and stops its ratings of others counting. */
  removeForAbuse: (userId: string) => `/api/admin/users/${userId}/remove-for-abuse`,
  sendEmail: '/api/admin/send-email',
  outbox: '/api/admin/outbox',
  digestPreview: '/api/admin/digest/preview',
  digestSend: '/api/admin/digest/send',
} as const;

export const LAST_ADMIN_MESSAGE = 'The last admin cannot be demoted';
export const NO_RECIPIENTS_MESSAGE = 'Nobody in that group has a verified e-mail address';

/** Besides one address, Send Email's "To" may name a group of users. */
export const EMAIL_GROUPS = ['all', 'testers', 'builders'] as const;
export type EmailGroup = (typeof EMAIL_GROUPS)[number];
export const EMAIL_GROUP_LABELS: Record<EmailGroup, string> = {
  all: 'All users',
  testers: 'All testers',
  builders: 'All builders',
};

export const adminUserListSchema = z.array(userSchema);
export const updateRoleBodySchema = z.object({ role: z.enum(ROLES) });
export const userIdParamsSchema = z.object({ userId: z.uuid() });

export const REMOVE_SELF_MESSAGE = 'You cannot remove your own account for abuse';
export const removeForAbuseBodySchema = z.object({
  /** Kept in the audit log with the removal. */
  reason: z
    .string({ error: 'Say why the account is removed' })
    .trim()
    .min(1, 'Say why the account is removed')
    .max(1000, 'Keep it to 1,000 characters'),
});
export type RemoveForAbuseBody = z.infer<typeof removeForAbuseBodySchema>;

const singleLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Required')
    .max(max)
    .refine((value) => !/[\r\n]/.test(value), 'Must be one line');

export const sendEmailBodySchema = z.object({
  to: z.union([
    z.enum(EMAIL_GROUPS),
    z.string().trim().toLowerCase().pipe(z.email('Enter an e-mail address or choose a group')),
  ]),
  subject: singleLine(200),
  message: z.string().trim().min(1, 'Required').max(20_000),
});
export type SendEmailBody = z.infer<typeof sendEmailBodySchema>;
export const sendEmailResponseSchema = z.object({
  queued: z.number().int(),
  /** No mail server is configured (SMTP_URL): the mails are kept in the outbox, not sent. */
  held: z.boolean(),
});

/**
 * Where a mail stands. "held" is pending mail on a server without SMTP_URL: nothing will send it
 * until one is configured, so "pending" would promise too much.
 */
const OUTBOX_STATUSES = ['pending', 'held', 'sending', 'sent', 'failed'] as const;
export const outboxItemSchema = z.object({
  id: z.string().uuid(),
  toAddress: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const digestPreviewSchema = z.object({
  week: z.string(),
  alreadySent: z.boolean(),
  recipients: z.number().int(),
  listings: z.array(
    z.object({ id: z.string().uuid(), name: z.string(), shortDescription: z.string() }),
  ),
});
export type DigestPreview = z.infer<typeof digestPreviewSchema>;

export const digestSendResponseSchema = z.object({
  sent: z.boolean(),
  recipients: z.number().int(),
  message: z.string(),
});
