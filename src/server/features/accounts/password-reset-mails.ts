import type { UserRow } from '@/server/db/schema/users.ts';
import type { OutgoingMail } from '@/server/features/mail/outbox.ts';
import {
  type ActionMailContent,
  actionMail,
} from '@/server/features/mail/templates/action-mail.tsx';
import { RESET_TOKEN_PARAM } from '@/shared/contracts/password-reset.ts';
import { clientRoutes } from '@/shared/routes.ts';

type Recipient = Pick<UserRow, 'email' | 'firstName'> & { email: string };

const REASON =
  'You got this mail because someone asked about the password of the Beta Harbor account with this address.';

/** Account mail about the password, in the product's layout. */
async function compose(
  user: Recipient,
  subject: string,
  content: Omit<ActionMailContent, 'greeting' | 'reason'>,
  reason = REASON,
): Promise<OutgoingMail> {
  const greeting = user.firstName ? `Hi ${user.firstName},` : 'Hi,';
  const body = await actionMail({ ...content, greeting, reason });
  return { to: user.email, subject, ...body, kind: 'account' };
}

export function resetLinkMail(
  user: Recipient,
  publicUrl: string,
  token: string,
): Promise<OutgoingMail> {
  const url = `${publicUrl}${clientRoutes.resetPassword}?${RESET_TOKEN_PARAM}=${encodeURIComponent(token)}`;
  return compose(user, 'Reset your Beta Harbor password', {
    preview: 'Choose a new password within 60 minutes.',
    heading: 'Reset your password',
    paragraphs: [
      'Someone, hopefully you, asked to reset the password of your Beta Harbor account. Open this link within 60 minutes to choose a new one:',
    ],
    button: { label: 'Choose a new password', url },
    after: [
      'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
    ],
  });
}

/**
 * An account without a password signs in through the single sign-on provider: there is nothing to
 * reset here, and a password set by mail would be a way around the provider's own checks.
 */
export function signInWithProviderMail(user: Recipient, publicUrl: string): Promise<OutgoingMail> {
  return compose(user, 'Signing in to Beta Harbor', {
    preview: 'Your account signs in through single sign-on.',
    heading: 'Signing in to Beta Harbor',
    paragraphs: [
      'Someone, hopefully you, asked to reset the password of your Beta Harbor account. Your account has no password: you sign in through your organisation’s single sign-on, with the Sign in button on Beta Harbor.',
    ],
    button: { label: 'Go to Beta Harbor', url: `${publicUrl}/` },
    after: [
      'If you cannot sign in there, your single sign-on administrator can help. If you did not ask, ignore this mail.',
    ],
  });
}

export function passwordChangedMail(user: Recipient, publicUrl: string): Promise<OutgoingMail> {
  return compose(
    user,
    'Your Beta Harbor password was changed',
    {
      preview: 'Every device that was signed in has been signed out.',
      heading: 'Your password was changed',
      paragraphs: [
        'The password of your Beta Harbor account was just changed, and every device that was signed in to it has been signed out.',
        'If that was you, there is nothing more to do. If it was not, reset your password now with this link and check the e-mail account this mail came to:',
      ],
      button: { label: 'Reset my password', url: `${publicUrl}${clientRoutes.forgotPassword}` },
    },
    'You got this mail because the password of your Beta Harbor account was changed.',
  );
}
