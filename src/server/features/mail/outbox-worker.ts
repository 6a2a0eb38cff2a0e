import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '@/server/db/client.ts';
import { emailOutbox } from '@/server/db/schema/mail.ts';

const BATCH_SIZE = 20;
/** A claimed row nobody finished (the process died) is retried after this lease. */
const LEASE_SECONDS = 300;
const MAX_ATTEMPTS = 8;
const BACKOFF_BASE_SECONDS = 30;

export interface OutboxDelivery {
  /** Sends every due row once; answers how many were sent. */
  deliverDue(): Promise<number>;
  close(): void;
}

/**
 * Delivers outbox rows through SMTP. Rows are claimed with FOR UPDATE SKIP LOCKED, so any number
 * of workers in any number of processes send each row once. A failure is retried with
 * exponential backoff and kept, with its last error, after the last attempt.
 */
export function createOutboxDelivery(
  db: Database,
  options: { smtpUrl: string; from: string; log: (msg: string, err?: unknown) => void },
): OutboxDelivery {
  const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
  return {
    async deliverDue() {
      let sent = 0;
      for (const row of await claimDueRows(db)) {
        try {
          await transport.sendMail({
            from: options.from,
            to: row.toAddress,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody,
            headers: row.headers,
          });
          await db
            .update(emailOutbox)
            .set({ status: 'sent', sentAt: new Date(), lastError: null })
            .where(eq(emailOutbox.id, row.id));
          sent++;
        } catch (err) {
          await recordFailure(db, row.id, row.attempts, err);
          options.log(`mail ${row.id} to ${row.toAddress} failed (attempt ${row.attempts})`, err);
        }
      }
      return sent;
    },
    close: () => transport.close(),
  };
}

function claimDueRows(db: Database) {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.status, ['pending', 'sending']),
        lte(emailOutbox.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      textBody: emailOutbox.textBody,
      htmlBody: emailOutbox.htmlBody,
      headers: emailOutbox.headers,
      attempts: emailOutbox.attempts,
    });
}

async function recordFailure(db: Database, id: string, attempts: number, err: unknown) {
  const lastError = err instanceof Error ? err.message.slice(0, 1000) : String(err);
  const finalAttempt = attempts >= MAX_ATTEMPTS;
  const delaySeconds = BACKOFF_BASE_SECONDS * 2 ** (attempts - 1);
  await db
    .update(emailOutbox)
    .set({
      status: finalAttempt ? 'failed' : 'pending',
      lastError,
      nextAttemptAt: new Date(Date.now() + delaySeconds * 1000),
    })
    .where(eq(emailOutbox.id, id));
}
