import {
  LONG_ACCENTED_NAME,
  type MailSample,
  SAMPLE_RECIPIENT,
  SAMPLE_UNSUBSCRIBE,
  UNBROKEN_WORD,
} from '@/server/features/mail/mail-samples.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { unreadMessagesMail } from './message-mails.ts';
import { type MailedNotification, notificationTypeMail } from './notification-mails.ts';

const sampleSettings = (publicUrl: string) => ({
  publicUrl,
  sessionSecret: SAMPLE_UNSUBSCRIBE.sessionSecret,
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
    body: 'Say whether the fix works: confirm it or reopen the report.',
    link: clientRoutes.feedbackReport('sample-report'),
  },
  {
    type: 'cycle_reminder',
    label: 'a test cycle’s check-in reminder',
    title: 'You have not checked in to Tide Tables for 2 days',
    body: 'Check in today to keep your place in the test cycle.',
    link: clientRoutes.myDemos,
  },
  {
    type: 'cycle_alert',
    label: 'a test cycle short of testers',
    title: 'Tide Tables’s test cycle may fall under 12 testers',
    body: '2 testers missed yesterday: if they drop, the 14 days start again.',
    link: clientRoutes.cycle('sample-cycle'),
  },
  {
    type: 'build_posted',
    label: 'a new build in a test cycle',
    title: 'Tide Tables 1.4.2 is out: update to test it',
    body: 'Fixes the export crash on long sheets.',
    link: clientRoutes.myDemos,
  },
  {
    type: 'invitation',
    label: 'an invitation to a test cycle',
    title: `${LONG_ACCENTED_NAME} invites you to test Tide Tables`,
    body: UNBROKEN_WORD,
    link: clientRoutes.myDemos,
  },
];

/** The unread-messages mail, then one mail of each notification type. */
export const NOTIFICATION_MAIL_SAMPLES: MailSample[] = [
  {
    name: 'notification-messages',
    label: 'Notification: unread messages',
    build: (url) =>
      unreadMessagesMail(sampleSettings(url), {
        to: SAMPLE_RECIPIENT.email,
        firstName: SAMPLE_RECIPIENT.firstName,
        recipientId: SAMPLE_UNSUBSCRIBE.recipientId,
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
        userId: SAMPLE_UNSUBSCRIBE.recipientId,
        type,
        title,
        body,
        link,
        email: SAMPLE_RECIPIENT.email,
        firstName: SAMPLE_RECIPIENT.firstName,
      }),
  })),
];
