import { desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { emailOutbox } from '@/server/db/schema/mail.ts';
import { notFound } from '@/server/lib/app-error.ts';
import { escapeHtml } from '@/server/lib/escape-html.ts';
import type { OutboxItem } from '@/shared/contracts/admin.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /**
   * 'account': verification, reset and address-change links, sent to one person. 'notification':
   * something happened that the person asked to be told of by mail. 'message': unread messages of
   * a conversation, quoted.
   */
  kind: 'admin' | 'digest' | 'account' | 'notification' | 'message' | 'moderation';
}

/** Told of each mail queued on a server without SMTP_URL, which therefore will not be sent. */
export type HeldMailLog = (mail: { to: string; subject: string }) => void;

/**
 * Without SMTP_URL the mail is kept in the outbox and each one logged (recipient and subject), so
 * whoever runs the server sees what would have gone out. With a mail server, nothing to log.
 */
export function heldMailLog(
  config: { smtpUrl: string | undefined },
  log: (details: { to: string; subject: string }, message: string) => void,
): HeldMailLog | undefined {
  if (config.smtpUrl) return undefined;
  return ({ to, subject }) =>
    log({ to, subject }, 'mail held: SMTP_URL is not set, so it is kept, not sent');
}

/** Every mail is a row first: a crash or an SMTP outage can delay it but never lose it. */
export async function enqueueMails(
  db: Database,
  mails: OutgoingMail[],
  logHeld?: HeldMailLog,
): Promise<number> {
  if (mails.length === 0) return 0;
  const rows = await db
    .insert(emailOutbox)
    .values(
      mails.map((mail) => ({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        headers: mail.headers ?? {},
        kind: mail.kind,
      })),
    )
    .returning({ id: emailOutbox.id });
  if (logHeld) for (const mail of mails) logHeld(mail);
  return rows.length;
}

/** `held`: no mail server is configured, so pending mail is shown as held rather than due. */
export async function listOutbox(
  db: Database,
  { held, limit = 50 }: { held: boolean; limit?: number },
): Promise<OutboxItem[]> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    toAddress: row.toAddress,
    subject: row.subject,
    kind: row.kind,
    status: held && row.status === 'pending' ? 'held' : row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}

/** Every signed link's token: what makes a verification, reset or unsubscribe link work. */
const LINK_TOKEN = /(token=)[^"'&<\s]+/g;

/** Said in the frame instead of a message mail's body. */
const PRIVATE_MAIL_NOTICE =
  'This mail quotes a private conversation between two people, so it is not shown here. The Templates card shows how such a mail looks.';

/**
 * The HTML body of one outbox row, as its recipient's mail client gets it, but safe for an admin
 * to look at: the tokens of its links are hidden, since they would let whoever reads them act as
 * the recipient (verify, reset a password, unsubscribe), and a conversation's messages are not
 * shown at all, as admins cannot read conversations either.
 */
export async function findOutboxHtml(db: Database, id: string): Promise<string> {
  const [row] = await db
    .select({ htmlBody: emailOutbox.htmlBody, kind: emailOutbox.kind })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  if (!row) throw notFound('mail_not_found', 'No such mail');
  if (row.kind === 'message') {
    return `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;padding:1rem"><p>${escapeHtml(PRIVATE_MAIL_NOTICE)}</p></body></html>`;
  }
  return row.htmlBody.replace(LINK_TOKEN, '$1hidden');
}
