import type { OutgoingMail } from '@/server/features/mail/outbox.ts';
import { actionMail } from '@/server/features/mail/templates/action-mail.tsx';
import { clientRoutes } from '@/shared/routes.ts';

interface Recipient {
  firstName: string | null;
}

const greeting = (person: Recipient) => `Hi ${person.firstName ?? 'there'},`;

/** To the new address: the link that proves it and makes the change. */
export async function emailChangeLinkMail(
  person: Recipient,
  { newEmail, link }: { newEmail: string; link: string },
): Promise<OutgoingMail> {
  const body = await actionMail({
    preview: 'Your address changes when you open the link.',
    heading: 'Confirm your new e-mail address',
    greeting: greeting(person),
    paragraphs: [
      `You asked to use ${newEmail} for your Beta Harbor account. Open this link to confirm it; your address changes when you do:`,
    ],
    button: { label: `Confirm ${newEmail}`, url: link },
    after: [
      'The link works once, for 48 hours. If you did not ask for this, ignore this mail: nothing changes.',
    ],
    reason: `You got this mail because someone asked to use ${newEmail} for a Beta Harbor account.`,
  });
  return {
    to: newEmail,
    subject: 'Confirm your new e-mail address for Beta Harbor',
    ...body,
    kind: 'account',
  };
}

/**
 * To the old address: someone asked to move the account away from it. Its link cancels the
 * change, so the owner can stop it even when whoever asked has the password.
 */
export async function emailChangeNoticeMail(
  person: Recipient,
  {
    oldEmail,
    newEmail,
    publicUrl,
    cancelToken,
  }: { oldEmail: string; newEmail: string; publicUrl: string; cancelToken: string },
): Promise<OutgoingMail> {
  const cancelLink = `${publicUrl}${clientRoutes.cancelEmailChange}?token=${encodeURIComponent(cancelToken)}`;
  const body = await actionMail({
    preview: `A change to ${newEmail} was asked for.`,
    heading: 'Your e-mail address is about to change',
    greeting: greeting(person),
    paragraphs: [
      `Someone signed in to your Beta Harbor account asked to change its e-mail address from ${oldEmail} to ${newEmail}. The change happens only when the link sent to ${newEmail} is opened.`,
      'If this was you, there is nothing more to do here. If it was not, cancel the change with this link, then reset your password: that signs out everyone else.',
    ],
    button: { label: 'Cancel this change', url: cancelLink },
    after: ['The link works until the change is confirmed, for 48 hours at most.'],
    reason: 'You got this mail because it is the address of your Beta Harbor account.',
  });
  return {
    to: oldEmail,
    subject: 'Your Beta Harbor e-mail address is about to change',
    ...body,
    kind: 'account',
  };
}

/**
 * To an address another account already has: someone asked to move their account to it. Nothing
 * changes, and the person who asked is answered as if the address were free, so the answer does
 * not tell whose address has an account.
 */
export async function emailInUseMail(
  holder: Recipient,
  { email, publicUrl }: { email: string; publicUrl: string },
): Promise<OutgoingMail> {
  const body = await actionMail({
    preview: 'Nothing changed: your address stays with your account.',
    heading: 'Someone asked to use your e-mail address',
    greeting: greeting(holder),
    paragraphs: [
      `Someone signed in to another Beta Harbor account asked to move it to ${email}, which is the address of your account. Nothing changed: the address stays with your account.`,
      'If that was you with a second account, sign in with this address instead.',
    ],
    button: { label: 'Go to Beta Harbor', url: `${publicUrl}${clientRoutes.home}` },
    reason: 'You got this mail because it is the address of your Beta Harbor account.',
  });
  return {
    to: email,
    subject: 'Someone asked to use your e-mail address on Beta Harbor',
    ...body,
    kind: 'account',
  };
}
