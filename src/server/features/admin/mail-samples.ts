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
import { unreadMessagesMail } from '@/server/features/notifications/message-mails.ts';
import {
  type MailedNotification,
  notificationTypeMail,
} from '@/server/features/notifications/notification-mails.ts';
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

const sampleSettings = (publicUrl: string) => ({
  publicUrl,
  sessionSecret: SAMPLE_DIGEST.sessionSecret,
});

/** One of each notification type's mail, with the words its event would give it. */
const NOTIFICATION_SAMPLES: {
  type: MailedNotification['type'];
  label: string;
  title: string;
  body: string | null;
  link: string;
}[] = [
  {
    type: 'tester_joined',
    label: 'a tester joined',
    title: `${LONG_ACCENTED_NAME} joined the waitlist for Tide Tables`,
    body: null,
    link: clientRoutes.listing('sample-listing'),
  },
  {
    type: 'feedback_received',
    label: 'new feedback',
    title: 'Ana Lima reported “Export crashes on a 2,000-row sheet”',
    body: UNBROKEN_WORD,
    link: clientRoutes.feedbackReport('sample-report'),
  },
  {
    type: 'decision',
    label: 'declined with a reason',
    title: 'Your request to test Tide Tables was declined',
    body: 'This round needs testers with an Android 14 phone; we will open an iOS round in March.',
    link: clientRoutes.listing('sample-listing'),
  },
  {
    type: 'waitlist_promoted',
    label: 'moved up from the waitlist',
    title: 'A place opened on Tide Tables: you moved up from the waitlist',
    body: null,
    link: clientRoutes.listing('sample-listing'),
  },
  {
    type: 'inactivity',
    label: 'released for silence',
    title: 'Your place on Tide Tables was released',
    body: 'Released after 14 days without word from you. You can join again.',
    link: clientRoutes.listing('sample-listing'),
  },
  {
    type: 'report_updated',
    label: 'a report’s new status',
    title: '“Export crashes on a 2,000-row sheet” is now Fixed',
    body: null,
    link: clientRoutes.feedbackReport('sample-report'),
  },
];

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
        cancelToken: SAMPLE_TOKEN,
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
    name: 'notification-messages',
    label: 'Notification: unread messages',
    build: (url) =>
      unreadMessagesMail(sampleSettings(url), {
        to: ANA.email,
        firstName: ANA.firstName,
        recipientId: SAMPLE_DIGEST.recipientId,
        listing: 'Tide Tables',
        conversationId: 'sample-conversation',
        unread: [
          { author: 'Bruno Builder', text: 'Thanks for joining! Could you try the export first?' },
          { author: 'Bruno Builder', text: UNBROKEN_WORD },
        ],
      }),
  },
  ...NOTIFICATION_SAMPLES.map(({ type, label, title, body, link }) => ({
    name: `notification-${type}`,
    label: `Notification: ${label}`,
    build: (url: string) =>
      notificationTypeMail(sampleSettings(url), {
        userId: SAMPLE_DIGEST.recipientId,
        type,
        title,
        body,
        link,
        email: ANA.email,
        firstName: ANA.firstName,
      }),
  })),
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
  if (!sample) throw notFound('mail_template_not_found', 'No such mail template');
  return sample.build(publicUrl);
}
