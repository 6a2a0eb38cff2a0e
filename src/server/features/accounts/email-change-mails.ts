import type { OutgoingMail } from '@/server/features/mail/outbox.ts';
import { textToHtml } from '@/server/features/mail/outbox.ts';
import { escapeHtml } from '@/server/lib/escape-html.ts';

interface Recipient {
  firstName: string | null;
}

const greeting = (person: Recipient) => `Hi ${person.firstName ?? 'there'},`;

/** To the new address: the link that proves it and makes the change. */
export function emailChangeLinkMail(
  person: Recipient,
  { newEmail, link }: { newEmail: string; link: string },
): OutgoingMail {
  const intro = `You asked to use ${newEmail} for your Beta Harbor account. Open this link to confirm it; your address changes when you do:`;
  const outro =
    'The link works once, for 48 hours. If you did not ask for this, ignore this mail: nothing changes.';
  return {
    to: newEmail,
    subject: 'Confirm your new e-mail address for Beta Harbor',
    text: [greeting(person), '', intro, '', link, '', outro].join('\n'),
    html: [
      textToHtml(`${greeting(person)}\n\n${intro}`),
      `<p><a href="${escapeHtml(link)}">Confirm ${escapeHtml(newEmail)}</a></p>`,
      textToHtml(outro),
    ].join('\n'),
    kind: 'account',
  };
}

/** To the old address: someone asked to move the account away from it. */
export function emailChangeNoticeMail(
  person: Recipient,
  { oldEmail, newEmail }: { oldEmail: string; newEmail: string },
): OutgoingMail {
  const text = [
    greeting(person),
    '',
    `Someone signed in to your Beta Harbor account asked to change its e-mail address from ${oldEmail} to ${newEmail}. The change happens only when the link sent to ${newEmail} is opened.`,
    '',
    'If this was you, there is nothing more to do here. If it was not, sign in and change your password now: that signs out everyone else.',
  ].join('\n');
  return {
    to: oldEmail,
    subject: 'Your Beta Harbor e-mail address is about to change',
    text,
    html: textToHtml(text),
    kind: 'account',
  };
}
