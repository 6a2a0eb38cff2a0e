import {
  type MailSample,
  SAMPLE_RECIPIENT,
  SAMPLE_TOKEN,
} from '@/server/features/mail/mail-samples.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { emailChangeLinkMail, emailChangeNoticeMail } from './email-change-mails.ts';
import {
  passwordChangedMail,
  resetLinkMail,
  signInWithProviderMail,
} from './password-reset-mails.ts';
import { verificationMail } from './verification-mail.ts';

/** The account mails, in the order the admin preview lists them. */
export const ACCOUNT_MAIL_SAMPLES: MailSample[] = [
  {
    name: 'verification',
    label: 'Confirm e-mail address',
    build: (url) => verificationMail(url, SAMPLE_RECIPIENT, SAMPLE_TOKEN),
  },
  {
    name: 'password-reset',
    label: 'Password reset link',
    build: (url) => resetLinkMail(SAMPLE_RECIPIENT, url, SAMPLE_TOKEN),
  },
  {
    name: 'sign-in-with-provider',
    label: 'Password reset for a single sign-on account',
    build: (url) => signInWithProviderMail(SAMPLE_RECIPIENT, url),
  },
  {
    name: 'password-changed',
    label: 'Password changed',
    build: (url) => passwordChangedMail(SAMPLE_RECIPIENT, url),
  },
  {
    name: 'email-change-link',
    label: 'New e-mail address: confirmation link',
    build: (url) =>
      emailChangeLinkMail(SAMPLE_RECIPIENT, {
        newEmail: 'ana.new@example.com',
        link: `${url}${clientRoutes.confirmEmail}?token=${SAMPLE_TOKEN}`,
      }),
  },
  {
    name: 'email-change-notice',
    label: 'New e-mail address: notice to the old one',
    build: (url) =>
      emailChangeNoticeMail(SAMPLE_RECIPIENT, {
        oldEmail: SAMPLE_RECIPIENT.email,
        newEmail: 'ana.new@example.com',
        publicUrl: url,
        cancelToken: SAMPLE_TOKEN,
      }),
  },
];
