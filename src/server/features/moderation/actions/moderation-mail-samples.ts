import {
  LONG_ACCENTED_NAME,
  type MailSample,
  SAMPLE_RECIPIENT,
  UNBROKEN_WORD,
} from '@/server/features/mail/mail-samples.ts';
import {
  type ModerationNotice,
  moderationMail,
} from '@/server/features/moderation/notices/tell-person.ts';
import { clientRoutes } from '@/shared/routes.ts';
import {
  appealRejectedNotice,
  contentRemovedNotice,
  listingHiddenNotice,
  listingRestoredNotice,
  warningNotice,
} from './case-notices.ts';

const listing = { id: 'sample-listing', name: LONG_ACCENTED_NAME };
const REASON = `The download link leads to a page that asks for bank details. ${UNBROKEN_WORD}`;

const sample = (name: string, label: string, notice: ModerationNotice): MailSample => ({
  name,
  label,
  build: (url) => moderationMail(SAMPLE_RECIPIENT.email, notice, url),
});

/** What an admin's action on a case tells the owner of the thing, as the admin preview shows it. */
export const CASE_ACTION_MAIL_SAMPLES: MailSample[] = [
  sample(
    'moderation-listing-hidden',
    'Moderation: listing hidden',
    listingHiddenNotice(listing, REASON),
  ),
  sample(
    'moderation-listing-restored',
    'Moderation: listing shown again',
    listingRestoredNotice(listing, 'Your appeal showed the link is safe.', {
      stillSuspended: false,
    }),
  ),
  sample(
    'moderation-appeal-rejected',
    'Moderation: appeal answered, listing stays hidden',
    appealRejectedNotice(listing, REASON),
  ),
  sample(
    'moderation-content-removed',
    'Moderation: message removed',
    contentRemovedNotice(
      { type: 'message', path: clientRoutes.conversation('sample-conversation') },
      'Insults are not allowed in messages.',
    ),
  ),
  sample(
    'moderation-warning',
    'Moderation: warning',
    warningNotice('Repeated messages asking for reviews.'),
  ),
];
