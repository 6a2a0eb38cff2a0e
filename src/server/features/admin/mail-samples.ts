import {
  emailChangeLinkMail,
  emailChangeNoticeMail,
} from '@/server/features/accounts/email-change-mails.ts';
import {
  passwordChangedMail,
  resetLinkMail,
  signInWithProviderMail,
} from '@/server/features/accounts/password-reset-mails.ts';
import { verificationMail } from '@/server/features/accounts/verification-mail.ts';
import { digestMail } from '@/server/features/digest/digest-mail.ts';
import type { OutgoingMail } from '@/server/features/mail/outbox.ts';
import { notificationMail } from '@/server/features/mail/templates/notification-mail.tsx';
import { notFound } from '@/server/lib/app-error.ts';
import type { MailTemplate } from '@/shared/contracts/admin-mail.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { adminMail } from './admin-mail.ts';

const ANA = { email: 'ana@example.com', firstName: 'Ana' };
const SAMPLE_TOKEN = 'sample-token-that-opens-nothing';
// A made-up secret and person: the sample's unsubscribe link is shaped like a real one and works
// for nobody.
const SAMPLE_DIGEST = { sessionSecret: 'sample-secret', recipientId: 'sample-person' };
/** Hostile content belongs in the samples: layouts break on it first. */
const UNBROKEN_WORD = 'W'.repeat(500);
const LONG_ACCENTED_NAME =
  "Éléonore's Übersetzungsprogramm für Ångström-Messungen éééééééééééééééééééééééééé";

interface MailSample {
  name: string;
  label: string;
  build: (publicUrl: string) => Promise<OutgoingMail>;
}

const SAMPLES: MailSample[] = [
  {
    name: 'verification',
    label: 'Confirm e-mail address',
    build: (url) => verificationMail(url, ANA, SAMPLE_TOKEN),
  },
  {
    name: 'password-reset',
    label: 'Password reset link',
    build: (url) => resetLinkMail(ANA, url, SAMPLE_TOKEN),
  },
  {
    name: 'sign-in-with-provider',
    label: 'Password reset for a single sign-on account',
    build: (url) => signInWithProviderMail(ANA, url),
  },
  {
    name: 'password-changed',
    label: 'Password changed',
    build: (url) => passwordChangedMail(ANA, url),
  },
  {
    name: 'email-change-link',
    label: 'New e-mail address: confirmation link',
    build: (url) =>
      emailChangeLinkMail(ANA, {
        newEmail: 'ana.new@example.com',
        link: `${url}${clientRoutes.confirmEmail}?token=${SAMPLE_TOKEN}`,
      }),
  },
  {
    name: 'email-change-notice',
    label: 'New e-mail address: notice to the old one',
    build: (url) =>
      emailChangeNoticeMail(ANA, {
        oldEmail: ANA.email,
        newEmail: 'ana.new@example.com',
        publicUrl: url,
      }),
  },
  {
    name: 'digest',
    label: 'Weekly digest',
    build: (url) =>
      digestMail(
        { publicUrl: url, sessionSecret: SAMPLE_DIGEST.sessionSecret },
        { id: SAMPLE_DIGEST.recipientId, ...ANA },
        [
          {
            id: '00000000-0000-4000-8000-000000000001',
            name: 'Tide Tables',
            shortDescription: 'A calm planner for sailing trips, looking for ten testers.',
          },
          {
            id: '00000000-0000-4000-8000-000000000002',
            name: LONG_ACCENTED_NAME,
            shortDescription: `Hostile sample: ${UNBROKEN_WORD.slice(0, 200)}`,
          },
        ],
        new Date(),
      ),
  },
  {
    name: 'admin',
    label: 'Admin e-mail',
    build: (url) =>
      adminMail(
        ANA.email,
        {
          subject: 'Three new betas opened this week',
          message:
            'Hello testers,\n\nThree new betas opened this week. Have a look!\nThe first ten testers of each get early access.\n\nThe Beta Harbor team',
        },
        url,
      ),
  },
  {
    name: 'notification',
    label: 'Notification: new messages',
    build: (url) =>
      notificationMail({
        to: ANA.email,
        recipientName: ANA.firstName,
        subject: 'New messages about Tide Tables',
        preview: 'Bruno sent you 2 messages',
        heading: 'Bruno sent you 2 messages',
        paragraphs: ['You have unread messages about Tide Tables on Beta Harbor:'],
        quotes: [
          { author: 'Bruno Builder', text: 'Thanks for joining! Could you try the export first?' },
          { author: LONG_ACCENTED_NAME, text: UNBROKEN_WORD },
        ],
        button: { label: 'Open the conversation', url: `${url}${clientRoutes.messages}` },
        reason: 'You get this because e-mail notifications for new messages are on.',
        unsubscribe: {
          url: `${url}${clientRoutes.profile}`,
          label: 'Turn off e-mails about new messages',
        },
      }),
  },
];

/** Every template, named as the admin preview lists them, with its sample's subject. */
export async function listMailTemplates(publicUrl: string): Promise<MailTemplate[]> {
  return Promise.all(
    SAMPLES.map(async ({ name, label, build }) => ({
      name,
      label,
      subject: (await build(publicUrl)).subject,
    })),
  );
}

/** One template filled with its sample data. */
export async function buildMailSample(publicUrl: string, name: string): Promise<OutgoingMail> {
  const sample = SAMPLES.find((s) => s.name === name);
  if (!sample) throw notFound('No such mail template');
  return sample.build(publicUrl);
}
