import { type MailSample, SAMPLE_RECIPIENT } from '@/server/features/mail/mail-samples.ts';
import { adminMail } from './admin-mail.ts';

/** An admin's message to the testers, as the admin preview shows it. */
export const ADMIN_MAIL_SAMPLES: MailSample[] = [
  {
    name: 'admin',
    label: 'Admin e-mail',
    build: (url) =>
      adminMail(
        SAMPLE_RECIPIENT.email,
        {
          subject: 'Three new betas opened this week',
          message:
            'Hello testers,\n\nThree new betas opened this week. Have a look!\nThe first ten testers of each get early access.\n\nThe Beta Harbor team',
        },
        url,
      ),
  },
];
