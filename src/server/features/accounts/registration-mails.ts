import type { OutgoingMail } from '@/server/features/mail/outbox.ts';
import { actionMail } from '@/server/features/mail/templates/action-mail.tsx';
import { authPaths } from '@/shared/contracts/session.ts';
import { clientRoutes } from '@/shared/routes.ts';

export const ACCOUNT_EXISTS_SUBJECT =
  'Someone tried to create a Beta Harbor account with your address';

/**
 * To the owner of an address someone registered again: the one place that says the address has
 * an account, since the person registering is answered as for a new one. Whoever it was, the
 * owner signs in, or takes the account back by choosing a new password.
 */
export async function accountExistsMail(
  owner: { email: string; firstName: string | null },
  publicUrl: string,
): Promise<OutgoingMail> {
  const body = await actionMail({
    preview: 'Nothing changed: you already have an account.',
    heading: 'You already have a Beta Harbor account',
    greeting: `Hi ${owner.firstName ?? 'there'},`,
    paragraphs: [
      `Someone, maybe you, tried to create a Beta Harbor account with ${owner.email}. This address already has an account, so no new one was made and nothing changed.`,
      'If it was you, sign in with this button:',
    ],
    button: { label: 'Sign in to Beta Harbor', url: `${publicUrl}${authPaths.loginPage}` },
    after: [
      `Forgotten your password? Choose a new one at ${publicUrl}${clientRoutes.forgotPassword}.`,
      'If it was not you, ignore this mail: your account is as it was.',
    ],
    reason: 'You got this mail because this address was used to sign up for Beta Harbor.',
  });
  return { to: owner.email, subject: ACCOUNT_EXISTS_SUBJECT, ...body, kind: 'account' };
}
