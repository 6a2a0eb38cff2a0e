import type { OutgoingMail } from '@/server/features/mail/outbox.ts';
import { actionMail } from '@/server/features/mail/templates/action-mail.tsx';
import { clientRoutes } from '@/shared/routes.ts';

/** The link a verification mail carries: the screen that sends the token back. */
function verificationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${clientRoutes.verifyEmail}?token=${encodeURIComponent(token)}`;
}

/** The mail that asks a person to confirm their address, in text and HTML. */
export const VERIFICATION_SUBJECT = 'Confirm your e-mail address for Beta Harbor';

export async function verificationMail(
  publicUrl: string,
  recipient: { email: string; firstName: string | null },
  token: string,
): Promise<OutgoingMail> {
  const body = await actionMail({
    preview: 'One click and your Beta Harbor account is ready.',
    heading: 'Confirm your e-mail address',
    greeting: `Hi ${recipient.firstName ?? 'there'},`,
    paragraphs: ['Please confirm that this is your e-mail address by opening this link:'],
    button: { label: 'Confirm my e-mail address', url: verificationUrl(publicUrl, token) },
    after: [
      'The link works once and for 48 hours. If you did not create a Beta Harbor account, ignore this mail.',
    ],
    reason: 'You got this mail because this address was used to sign up for Beta Harbor.',
  });
  return { to: recipient.email, subject: VERIFICATION_SUBJECT, ...body, kind: 'account' };
}
