import { and, asc, eq, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '@/server/app.ts';
import type { Database } from '@/server/db/client.ts';
import { emailOutbox } from '@/server/db/schema/mail.ts';
import { VERIFICATION_SUBJECT } from '@/server/features/accounts/verification-mail.ts';
import { linkIn, tokenOf } from './mail-text.ts';

/**
 * The mail queued for an address, oldest first: of one subject, or all but the verification
 * link every registration sends.
 */
export function outboxFor(db: Database, to: string, subject?: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.toAddress, to),
        subject ? eq(emailOutbox.subject, subject) : ne(emailOutbox.subject, VERIFICATION_SUBJECT),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt));
}

/** Waits for the count of mail queued for an address to reach `count`; answers those mails. */
export async function awaitOutbox(db: Database, to: string, count = 1, subject?: string) {
  await expect.poll(async () => (await outboxFor(db, to, subject)).length).toBe(count);
  return outboxFor(db, to, subject);
}

/** Asks for a reset link through the API and answers the token the mail carries. */
export async function requestResetToken(app: App, db: Database, email: string): Promise<string> {
  const before = (await outboxFor(db, email)).length;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
  });
  if (response.statusCode !== 202) throw new Error(`forgot-password: ${response.body}`);
  const mails = await awaitOutbox(db, email, before + 1);
  const mail = mails.at(-1);
  const token = mail && tokenOf(linkIn(mail.textBody, '/reset-password'));
  if (!token) throw new Error('no token in the reset mail');
  return token;
}

/** Asks, signed in with `cookie`, to move the account to `newEmail`; answers the mailed link's token. */
export async function requestEmailChangeToken(
  app: App,
  cookie: string,
  { password, newEmail }: { password: string; newEmail: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/change-email',
    headers: { cookie },
    payload: { password, newEmail },
  });
  if (response.statusCode !== 202) throw new Error(`change-email: ${response.body}`);
  const [mail] = await awaitOutbox(app.db, newEmail);
  return tokenOf(linkIn(mail?.textBody ?? '', '/confirm-email'));
}

/** Opens a change-of-address link, from a browser signed in as nobody. */
export const confirmEmailChange = (app: App, token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/confirm-email-change', payload: { token } });
