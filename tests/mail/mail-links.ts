import { and, desc, eq } from 'drizzle-orm';
import type { App } from '@/server/app.ts';
import type { Database } from '@/server/db/client.ts';
import { emailOutbox } from '@/server/db/schema/mail.ts';
import { INVALID_LINK_MESSAGE } from '@/server/features/accounts/account-tokens.ts';
import { linkIn, tokenOf } from './mail-text.ts';

/** The newest account mail (verification, reset, change of address) the outbox holds for `to`. */
async function latestAccountMail(db: Database, to: string) {
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, 'account')))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`no account mail to ${to}`);
  return mail;
}

/** The token of the newest verification link mailed to `to`. */
export async function verificationTokenFor(db: Database, to: string): Promise<string> {
  const mail = await latestAccountMail(db, to);
  return tokenOf(linkIn(mail.textBody, '/verify-email'));
}

/**
 * Verifies `email` the way its owner would: the link from the mail, sent back by the screen, in
 * the browser whose `cookie` it is.
 */
export async function verifyEmailOf(app: App, email: string, cookie?: string) {
  const token = await verificationTokenFor(app.db, email);
  return app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

/** The test mail sink's PUBLIC_URL, and the change-of-address links mailed under it. */
export const MAIL_SINK_PUBLIC_URL = 'http://harbor.test';
export const CONFIRM_EMAIL_LINK = /http:\/\/harbor\.test\/confirm-email\?token=([\w-]+)/;
export const CANCEL_EMAIL_CHANGE_LINK =
  /http:\/\/harbor\.test\/cancel-email-change\?token=([\w-]+)/;

/** What a spent, expired or forged account link is answered with. */
export const INVALID_LINK_ANSWER = {
  code: 'invalid_link',
  message: INVALID_LINK_MESSAGE,
  errors: { token: INVALID_LINK_MESSAGE },
};
