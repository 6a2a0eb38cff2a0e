import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/mail.ts';

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
            to: row.to_address,
            subject: row.subject,
            text: row.text_body,
            html: row.html_body,
            headers: row.headers,
          });
          await db
            .update(emailOutbox)
            .set({ status: 'sent', sentAt: new Date(), lastError: null })
            .where(eq(emailOutbox.id, row.id));
          sent++;
        } catch (err) {
          await recordFailure(db, row.id, row.attempts, err);
          options.log(`mail ${row.id} to ${row.to_address} failed (attempt ${row.attempts})`, err);
        }
      }
      return sent;
    },
    close: () => transport.close(),
  };
}

interface ClaimedRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
  attempts: number;
}

async function claimDueRows(db: Database): Promise<ClaimedRow[]> {
  const result = await db.execute(sql`
    update ${emailOutbox}
    set status = 'sending', attempts = attempts + 1,
        next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from ${emailOutbox}
      where status in ('pending', 'sending') and next_attempt_at <= now()
      order by next_attempt_at
      limit ${BATCH_SIZE}
      for update skip locked
    )
    returning id, to_address, subject, text_body, html_body, headers, attempts`);
  const rows = (result as unknown as { rows: ClaimedRow[] }).rows;
  return rows.map((row) => ({
    ...row,
    headers: typeof row.headers === 'string' ? JSON.parse(row.headers) : row.headers,
  }));
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
