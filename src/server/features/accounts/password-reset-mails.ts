import type { UserRow } from '@/server/db/schema/users.ts';
import type { OutgoingMail } from '@/server/features/mail/outbox.ts';
import { escapeHtml } from '@/server/lib/escape-html.ts';
import { RESET_TOKEN_PARAM } from '@/shared/contracts/password-reset.ts';
import { clientRoutes } from '@/shared/routes.ts';

type Recipient = Pick<UserRow, 'email' | 'firstName'> & { email: string };

const greeting = (user: Recipient) => (user.firstName ? `Hi ${user.firstName},` : 'Hi,');

/** Paragraphs of text as a plain-text body and an HTML body, with `link` clickable in the HTML. */
function compose(
  user: Recipient,
  subject: string,
  paragraphs: string[],
  link: { url: string; label: string },
): OutgoingMail {
  const text = [greeting(user), ...paragraphs, link.url, '— Beta Harbor'].join('\n\n');
  const html = [
    ...[greeting(user), ...paragraphs].map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    `<p>Or paste this address into your browser: ${escapeHtml(link.url)}</p>`,
    '<p>— Beta Harbor</p>',
  ].join('\n');
  return { to: user.email, subject, text, html, kind: 'account' };
}

export function resetLinkMail(user: Recipient, publicUrl: string, token: string): OutgoingMail {
  const url = `${publicUrl}${clientRoutes.resetPassword}?${RESET_TOKEN_PARAM}=${encodeURIComponent(token)}`;
  return compose(
    user,
    'Reset your Beta Harbor password',
    [
      'Someone, hopefully you, asked to reset the password of your Beta Harbor account. Open this link within 60 minutes to choose a new one:',
      'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
    ],
    { url, label: 'Choose a new password' },
  );
}

/**
 * An account without a password signs in through the single sign-on provider: there is nothing to
 * reset here, and a password set by mail would be a way around the provider's own checks.
 */
export function signInWithProviderMail(user: Recipient, publicUrl: string): OutgoingMail {
  return compose(
    user,
    'Signing in to Beta Harbor',
    [
      'Someone, hopefully you, asked to reset the password of your Beta Harbor account. Your account has no password: you sign in through your organisation’s single sign-on, with the Sign in button on Beta Harbor.',
      'If you cannot sign in there, your single sign-on administrator can help. If you did not ask, ignore this mail.',
    ],
    { url: `${publicUrl}/`, label: 'Go to Beta Harbor' },
  );
}

export function passwordChangedMail(user: Recipient, publicUrl: string): OutgoingMail {
  return compose(
    user,
    'Your Beta Harbor password was changed',
    [
      'The password of your Beta Harbor account was just changed, and every device that was signed in to it has been signed out.',
      'If that was you, there is nothing more to do. If it was not, reset your password now with this link and check the e-mail account this mail came to:',
    ],
    { url: `${publicUrl}${clientRoutes.forgotPassword}`, label: 'Reset my password' },
  );
}
