import type { OutgoingMail } from '@/server/features/mail/outbox.ts';
import { escapeHtml } from '@/server/lib/escape-html.ts';
import { clientRoutes } from '@/shared/routes.ts';

/** The link a verification mail carries: the screen that sends the token back. */
export function verificationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${clientRoutes.verifyEmail}?token=${encodeURIComponent(token)}`;
}

/** The mail that asks a person to confirm their address, in text and HTML. */
export const VERIFICATION_SUBJECT = 'Confirm your e-mail address for Beta Harbor';

export function verificationMail(
  publicUrl: string,
  recipient: { email: string; firstName: string | null },
  token: string,
): OutgoingMail {
  const url = verificationUrl(publicUrl, token);
  const greeting = `Hi ${recipient.firstName ?? 'there'},`;
  const intro = 'Please confirm that this is your e-mail address by opening this link:';
  const outro =
    'The link works once and for 48 hours. If you did not create a Beta Harbor account, ignore this mail.';
  return {
    to: recipient.email,
    subject: VERIFICATION_SUBJECT,
    text: [greeting, '', intro, url, '', outro].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(url)}">Confirm my e-mail address</a></p>`,
      `<p>${escapeHtml(outro)}</p>`,
    ].join('\n'),
    kind: 'account',
  };
}
