import type { Database } from '@/server/db/client.ts';
import { createOutboxDelivery } from '@/server/features/mail/outbox-worker.ts';
import { decodeQuotedPrintable } from './mail-text.ts';
import type { ReceivedMail, SmtpSink } from './smtp-sink.ts';

/** Sends whatever the outbox holds to the sink now, as the background worker would. */
export async function deliverOutbox(db: Database, smtp: SmtpSink): Promise<void> {
  const delivery = createOutboxDelivery(db, {
    smtpUrl: smtp.url,
    from: 'Beta Harbor <harbor@example.test>',
    log: () => {},
  });
  try {
    await delivery.deliverDue();
  } finally {
    delivery.close();
  }
}

/** The message as a person reads it: quoted-printable soft breaks and escapes undone. */
export const readableText = (mail: ReceivedMail) => decodeQuotedPrintable(mail.raw);

/** The mails the sink received for one address, oldest first. */
export const mailsTo = (smtp: SmtpSink, address: string) =>
  smtp.received.filter((mail) => mail.to.includes(address));

/** The subject line of a received mail. */
export const subjectOf = (mail: ReceivedMail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? '';
