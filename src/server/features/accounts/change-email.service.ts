import { and, eq, isNull, ne } from 'drizzle-orm';
import { users } from '@/server/db/schema/users.ts';
import { promoteConfiguredAdmin } from '@/server/features/auth/credentials.ts';
import { enqueueMails, type HeldMailLog } from '@/server/features/mail/outbox.ts';
import {
  announceNotifications,
  readGroup,
  VERIFY_EMAIL_GROUP,
} from '@/server/features/notifications/notify.ts';
import { badRequest, conflict } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import {
  type ChangeEmailBody,
  SAME_EMAIL_MESSAGE,
  SSO_EMAIL_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '@/shared/contracts/account-settings.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { consumeAccountToken, invalidLink, issueAccountTokenRow } from './account-tokens.ts';
import { cancelTokenFor } from './email-change-cancel.ts';
import {
  emailChangeLinkMail,
  emailChangeNoticeMail,
  emailInUseMail,
} from './email-change-mails.ts';
import { checkOwnPassword } from './password-check.ts';

const EMAIL_TAKEN_MEANWHILE_MESSAGE =
  'Another account now uses this address, so yours was not changed. Ask for a link to a different address.';

export interface MailSettings {
  publicUrl: string;
  /** Signs the link that cancels the change. */
  secret: string;
  logHeld?: HeldMailLog;
}

/**
 * Sends a single-use link to the new address and, to the old one, a notice whose link cancels
 * the change. Nothing changes until the link is opened (`confirmEmailChange`), so a typo or
 * someone else's address changes nothing. An address another account has is answered alike, so
 * the answer tells nobody whose address it is: that account's owner is told instead, and the
 * link is made but never sent, so the old address's notice and the earlier links it ends are the
 * same as for a free address.
 */
export async function requestEmailChange(
  { db }: ServiceContext,
  userId: string,
  body: ChangeEmailBody,
  settings: MailSettings,
): Promise<void> {
  const user = await checkOwnPassword(db, userId, body.password, {
    field: 'password',
    wrongMessage: WRONG_PASSWORD_MESSAGE,
    ssoMessage: SSO_EMAIL_MESSAGE,
  });
  if (user.email === body.newEmail) {
    throw badRequest('validation_failed', SAME_EMAIL_MESSAGE, { newEmail: SAME_EMAIL_MESSAGE });
  }
  const { publicUrl } = settings;
  const [holder] = await db.select().from(users).where(eq(users.email, body.newEmail)).limit(1);
  const link = await issueAccountTokenRow(db, {
    userId,
    purpose: 'change_email',
    email: body.newEmail,
  });
  const mails = [
    holder
      ? await emailInUseMail(holder, { email: body.newEmail, publicUrl })
      : await emailChangeLinkMail(user, {
          newEmail: body.newEmail,
          link: `${publicUrl}${clientRoutes.confirmEmail}?token=${link.token}`,
        }),
  ];
  if (user.email) {
    const cancelToken = cancelTokenFor(settings.secret, link.id);
    mails.push(
      await emailChangeNoticeMail(user, {
        oldEmail: user.email,
        newEmail: body.newEmail,
        publicUrl,
        cancelToken,
      }),
    );
  }
  await enqueueMails(db, mails, settings.logHeld);
}

/**
 * Opens the link: the address it was sent to becomes the account's, already verified, since
 * opening the link proved it. A bad link, or an address another account took meanwhile, changes
 * nothing; in the second case the link stays unused.
 */
export async function confirmEmailChange(
  { db, bus }: ServiceContext,
  token: string,
  adminEmails: readonly string[],
): Promise<{ userId: string; email: string }> {
  const changed = await db.transaction(async (tx) => {
    const { userId, email } = await consumeAccountToken(tx, 'change_email', token);
    const [holder] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, userId)))
      .limit(1);
    if (holder) throw conflict('email_taken', EMAIL_TAKEN_MEANWHILE_MESSAGE);
    const [updated] = await tx
      .update(users)
      .set({ email, emailVerifiedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning();
    // A deleted account keeps its row, emptied: its links open nothing.
    if (!updated) throw invalidLink();
    // The link proved an address: an ADMIN_EMAILS one is Admin from here, as at verification.
    await promoteConfiguredAdmin(tx, updated, adminEmails);
    await readGroup(tx, userId, VERIFY_EMAIL_GROUP);
    return { userId, email };
  });
  await bus.publish({ type: 'user_changed', userId: changed.userId });
  await announceNotifications({ bus }, [changed.userId]);
  return changed;
}
