import {
  LONG_ACCENTED_NAME,
  type MailSample,
  SAMPLE_RECIPIENT,
  SAMPLE_UNSUBSCRIBE,
  UNBROKEN_WORD,
} from '@/server/features/mail/mail-samples.ts';
import { digestMail } from './digest-mail.ts';

/** The weekly digest, with a hostile listing beside a plain one. */
export const DIGEST_MAIL_SAMPLES: MailSample[] = [
  {
    name: 'digest',
    label: 'Weekly digest',
    build: (url) =>
      digestMail(
        { publicUrl: url, sessionSecret: SAMPLE_UNSUBSCRIBE.sessionSecret },
        { id: SAMPLE_UNSUBSCRIBE.recipientId, ...SAMPLE_RECIPIENT },
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
];
