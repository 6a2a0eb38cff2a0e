import { desc } from 'drizzle-orm';
import type { OutboxItem } from '../../../shared/contracts/admin.ts';
import type { Database } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/mail.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  kind: 'admin' | 'digest';
}

/** Every mail is a row first: a crash or an SMTP outage can delay it but never lose it. */
export async function enqueueMails(db: Database, mails: OutgoingMail[]): Promise<number> {
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
  return rows.length;
}

export async function listOutbox(db: Database, limit = 50): Promise<OutboxItem[]> {
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
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}

/** Plain text as HTML: escaped, paragraphs and line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
}
