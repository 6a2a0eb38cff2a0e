import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { type UserRow, users } from '@/server/db/schema/users.ts';
import {
  assertAcceptablePassword,
  deleteUserSessions,
  forgetSignInFailures,
  hashPassword,
  promoteConfiguredAdmin,
} from '@/server/features/auth/credentials.ts';
import { enqueueMails, type HeldMailLog } from '@/server/features/mail/outbox.ts';
import {
  announceNotifications,
  readGroup,
  VERIFY_EMAIL_GROUP,
} from '@/server/features/notifications/notify.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { ResetPasswordBody } from '@/shared/contracts/password-reset.ts';
import {
  consumeAccountToken,
  invalidLink,
  issueAccountToken,
  peekAccountToken,
  revokeAccountTokens,
} from './account-tokens.ts';
import {
  passwordChangedMail,
  resetLinkMail,
  signInWithProviderMail,
} from './password-reset-mails.ts';

export interface AccountMailSettings {
  publicUrl: string;
  logHeld?: HeldMailLog;
  /** A reset proves the address, so an ADMIN_EMAILS one signs in as Admin. */
  adminEmails?: readonly string[];
}

/**
 * Mails a single-use reset link to the account at this address, if there is one. Says nothing
 * either way: the caller answers the same whatever happens here. An account without a password
 * (single sign-on only) is told how it signs in instead.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  settings: AccountMailSettings,
  now = new Date(),
): Promise<void> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  if (!user?.email) return;
  const recipient = { ...user, email: user.email };
  if (!user.passwordHash) {
    await enqueueMails(
      db,
      [await signInWithProviderMail(recipient, settings.publicUrl)],
      settings.logHeld,
    );
    return;
  }
  const token = await issueAccountToken(
    db,
    { userId: user.id, purpose: 'reset_password', email: user.email },
    now,
  );
  const mail = await resetLinkMail(recipient, settings.publicUrl, token);
  await enqueueMails(db, [mail], settings.logHeld);
}

/** The account a reset link may still change: at the address it was sent to, with a password. */
const resettableBy = (link: { userId: string; email: string }) =>
  and(
    eq(users.id, link.userId),
    eq(users.email, link.email),
    isNull(users.deletedAt),
    isNotNull(users.passwordHash),
  );

/**
 * Whether a reset link would still work, without using it up: the same 400 as `resetPassword`
 * for a used, expired, unknown or no longer fitting link, so the screen can say so at once.
 */
export async function checkResetLink(db: Database, token: string, now = new Date()) {
  const link = await peekAccountToken(db, 'reset_password', token, now);
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(resettableBy(link))
    .limit(1);
  if (!account) throw invalidLink();
}

/**
 * Sets the new password of the account the link was sent for, and ends every session and every
 * other pending link of it (a change of address asked for with the old password, say). The token
 * is used up, the password replaced, the sessions and links ended and the owner told by mail in
 * one transaction: a link that does not work changes nothing. The link must still fit the
 * account: sent to the address it has now, not deleted, with a password to replace.
 */
export async function resetPassword(
  { db, bus }: ServiceContext,
  { token, password }: ResetPasswordBody,
  settings: AccountMailSettings,
  now = new Date(),
): Promise<UserRow> {
  assertAcceptablePassword(password);
  // Hashed before the transaction, which stays short: argon2 takes tens of milliseconds.
  const passwordHash = await hashPassword(password);
  const { user, ended } = await db.transaction(async (tx) => {
    const link = await consumeAccountToken(tx, 'reset_password', token, now);
    const [changed] = await tx
      .update(users)
      // The link reached the address: it is proved now, if it was not before.
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
      .where(resettableBy(link))
      .returning();
    if (!changed?.email) throw invalidLink();
    const ended = await deleteUserSessions(tx, changed.id);
    await revokeAccountTokens(tx, changed.id, now);
    // Whoever was guessing this account's password has nothing left to guess.
    await forgetSignInFailures(tx, changed.email);
    const recipient = { ...changed, email: changed.email };
    const notice = await passwordChangedMail(recipient, settings.publicUrl);
    await enqueueMails(tx, [notice], settings.logHeld);
    const user = await promoteConfiguredAdmin(tx, changed, settings.adminEmails ?? []);
    await readGroup(tx, changed.id, VERIFY_EMAIL_GROUP);
    return { user, ended };
  });
  for (const sid of ended) await bus.publish({ type: 'session_ended', sid });
  await bus.publish({ type: 'user_changed', userId: user.id });
  await announceNotifications({ bus }, [user.id]);
  return user;
}
