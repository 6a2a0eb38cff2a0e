import { type MailSample, SAMPLE_RECIPIENT } from '@/server/features/mail/mail-samples.ts';
import { moderationMail } from '@/server/features/moderation/notices/tell-person.ts';
import { liftedNotice, suspendedNotice } from './suspension-notices.ts';

/** A suspension's mail and its end's, as the admin's template preview shows them. */
export const SUSPENSION_MAIL_SAMPLES: MailSample[] = [
  {
    name: 'moderation-suspended',
    label: 'Account suspended',
    build: (url) =>
      moderationMail(
        SAMPLE_RECIPIENT.email,
        suspendedNotice(
          'Links to a phishing page in three listings.',
          new Date('2026-05-17T12:00:00Z'),
          {
            adminEmails: ['team@example.com'],
          },
        ),
        url,
      ),
  },
  {
    name: 'moderation-suspension-ended',
    label: 'Suspension ended',
    build: (url) =>
      moderationMail(SAMPLE_RECIPIENT.email, liftedNotice('Your appeal was accepted.'), url),
  },
];
