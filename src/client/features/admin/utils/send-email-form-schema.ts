import {
  EMAIL_GROUP_LABELS,
  EMAIL_GROUPS,
  type SendEmailBody,
  sendEmailBodySchema,
} from '@/shared/contracts/admin.ts';
import { z } from '@/shared/contracts/zod.ts';

/** "To" is picked in two steps: one typed address, or one of the groups the server knows. */
export const RECIPIENTS = ['address', ...EMAIL_GROUPS] as const;
export type Recipient = (typeof RECIPIENTS)[number];
export const RECIPIENT_LABELS: Record<Recipient, string> = {
  address: 'One address',
  ...EMAIL_GROUP_LABELS,
};

// The contract's "to" is a group or an address; its address branch carries the message to show.
const [, addressSchema] = sendEmailBodySchema.shape.to.options;

/**
 * The form's fields, checked with the contract's own rules and turned into the request body. An
 * address is checked only when "One address" is picked; a group needs nothing more.
 */
export const sendEmailFormSchema = z
  .object({
    recipient: z.enum(RECIPIENTS),
    address: z.string(),
    subject: sendEmailBodySchema.shape.subject,
    message: sendEmailBodySchema.shape.message,
  })
  .superRefine(({ recipient, address }, ctx) => {
    if (recipient !== 'address') return;
    const result = addressSchema.safeParse(address);
    if (!result.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['address'],
        message: result.error.issues[0]?.message ?? 'Required',
      });
    }
  })
  .transform(
    ({ recipient, address, subject, message }): SendEmailBody => ({
      to: recipient === 'address' ? address.trim().toLowerCase() : recipient,
      subject,
      message,
    }),
  );

export type SendEmailFormInput = z.input<typeof sendEmailFormSchema>;

export const SEND_EMAIL_DEFAULTS: SendEmailFormInput = {
  recipient: 'address',
  address: '',
  subject: '',
  message: '',
};

/** The spec's rule: Send Email stays disabled until To, Subject and Message all hold text. */
export function canSendEmail({ recipient, address, subject, message }: SendEmailFormInput) {
  const to = recipient === 'address' ? address : recipient;
  return [to, subject, message].every((value) => value.trim() !== '');
}
