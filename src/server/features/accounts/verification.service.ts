import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { accountTokens } from '@/server/db/schema/accounts.ts';
import { type UserRow, users } from '@/server/db/schema/users.ts';
import { isConfiguredAdmin } from '@/server/features/auth/credentials.ts';
import { enqueueMails, type HeldMailLog } from '@/server/features/mail/outbox.ts';
import {
  announceNotifications,
  insertNotifications,
  readGroup,
  VERIFY_EMAIL_GROUP,
} from '@/server/features/notifications/notify.ts';
import { badRequest, conflict, TooManyRequestsError } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import {
  ALREADY_VERIFIED_MESSAGE,
  NO_EMAIL_TO_VERIFY_MESSAGE,
} from '@/shared/contracts/verification.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { consumeAccountToken, invalidLink, issueAccountToken } from './account-tokens.ts';
import { verificationMail } from './verification-mail.ts';

export interface VerificationSettings {
  publicUrl: string;
  adminEmails: readonly string[];
  logHeld?: HeldMailLog;
}

/** Links a user may be sent per hour, the one sent at registration included. */
export const VERIFICATION_LINKS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/** Sends a new verification link to the user's address; nothing for an address already proved. */
export async function sendVerificationLink(
  db: Database,
  user: UserRow,
  settings: VerificationSettings,
): Promise<void> {
  if (!user.email || user.emailVerifiedAt) return;
  const token = await issueAccountToken(db, {
    userId: user.id,
    purpose: 'verify_email',
    email: user.email,
  });
  const mail = await verificationMail(settings.publicUrl, { ...user, email: user.email }, token);
  await enqueueMails(db, [mail], settings.logHeld);
  // The person hears of it in the app too, until the address is proved; one notice, not one per link.
  await insertNotifications(db, [
    {
      userId: user.id,
      type: 'verify_email',
      groupKey: VERIFY_EMAIL_GROUP,
      title: 'Confirm your e-mail address',
      body: `We sent a link to ${user.email}. Open it to confirm the address; your profile can send a new one.`,
      link: clientRoutes.profile,
    },
  ]);
}

/**
 * "Resend link": a fresh link, and the one sent before stops working. Counted from the links in
 * the database, so every process sees the same budget.
 */
export async function resendVerificationLink(
  db: Database,
  user: UserRow,
  settings: VerificationSettings,
  now = new Date(),
): Promise<{ email: string }> {
  if (!user.email) throw badRequest('no_email_to_verify', NO_EMAIL_TO_VERIFY_MESSAGE);
  if (user.emailVerifiedAt) throw conflict('already_verified', ALREADY_VERIFIED_MESSAGE);
  const recent = await db
    .select({ createdAt: accountTokens.createdAt })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, user.id),
        eq(accountTokens.purpose, 'verify_email'),
        gt(accountTokens.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    )
    .orderBy(asc(accountTokens.createdAt));
  const oldest = recent[0];
  if (oldest && recent.length >= VERIFICATION_LINKS_PER_HOUR) {
    const waitMs = oldest.createdAt.getTime() + HOUR_MS - now.getTime();
    throw new TooManyRequestsError(Math.max(1, Math.ceil(waitMs / 1000)), 'verification e-mails');
  }
  await sendVerificationLink(db, user, settings);
  return { email: user.email };
}

/**
 * Opens a verification link: the address it was sent to is proved, if it is still the user's.
 * An ADMIN_EMAILS address becomes Admin here, never before. Any refusal changes nothing, the
 * token included; the change is announced so every open session shows it at once.
 */
export async function verifyEmail(
  { db, bus }: ServiceContext,
  token: string,
  adminEmails: readonly string[],
  now = new Date(),
): Promise<UserRow> {
  const verified = await db.transaction(async (tx) => {
    const { userId, email } = await consumeAccountToken(tx, 'verify_email', token, now);
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user || user.deletedAt || user.email !== email) {
      throw invalidLink();
    }
    const proved = { ...user, emailVerifiedAt: user.emailVerifiedAt ?? now };
    const [updated] = await tx
      .update(users)
      .set({
        emailVerifiedAt: proved.emailVerifiedAt,
        role: isConfiguredAdmin(proved, adminEmails) ? 'Admin' : user.role,
      })
      .where(eq(users.id, userId))
      .returning();
    await readGroup(tx, userId, VERIFY_EMAIL_GROUP);
    return updated as UserRow;
  });
  await bus.publish({ type: 'user_changed', userId: verified.id });
  await announceNotifications({ bus }, [verified.id]);
  return verified;
}
