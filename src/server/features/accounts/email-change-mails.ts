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

/** To the old address: someone asked to move the account away from it. */
export async function emailChangeNoticeMail(
  person: Recipient,
  { oldEmail, newEmail, publicUrl }: { oldEmail: string; newEmail: string; publicUrl: string },
): Promise<OutgoingMail> {
  const body = await actionMail({
    preview: `A change to ${newEmail} was asked for.`,
    heading: 'Your e-mail address is about to change',
    greeting: greeting(person),
    paragraphs: [
      `Someone signed in to your Beta Harbor account asked to change its e-mail address from ${oldEmail} to ${newEmail}. The change happens only when the link sent to ${newEmail} is opened.`,
      'If this was you, there is nothing more to do here. If it was not, sign in and change your password now: that signs out everyone else.',
    ],
    button: { label: 'Change my password', url: `${publicUrl}${clientRoutes.profile}` },
    reason: 'You got this mail because it is the address of your Beta Harbor account.',
  });
  return {
    to: oldEmail,
    subject: 'Your Beta Harbor e-mail address is about to change',
    ...body,
    kind: 'account',
  };
}
