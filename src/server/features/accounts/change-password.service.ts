import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema/users.ts';
import {
  assertAcceptablePassword,
  deleteUserSessions,
  hashPassword,
} from '@/server/features/auth/credentials.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import {
  type ChangePasswordBody,
  SSO_PASSWORD_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@/shared/contracts/account-settings.ts';
import { revokeAccountTokens } from './account-tokens.ts';
import { checkOwnPassword } from './password-check.ts';

/**
 * Replaces the password once the current one is proven, and ends every other session of the
 * user and every link mailed to them: whoever may have learned the old password is signed out
 * everywhere, and a change of address they asked for with it never happens. The session `keepSid`
 * (the one asking) stays for the caller to replace with a fresh id.
 */
export async function changePassword(
  { db, bus }: ServiceContext,
  userId: string,
  keepSid: string,
  body: ChangePasswordBody,
): Promise<void> {
  await checkOwnPassword(db, userId, body.currentPassword, {
    field: 'currentPassword',
    wrongMessage: WRONG_CURRENT_PASSWORD_MESSAGE,
    ssoMessage: SSO_PASSWORD_MESSAGE,
  });
  assertAcceptablePassword(body.newPassword, 'newPassword');
  const passwordHash = await hashPassword(body.newPassword);
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeAccountTokens(tx, userId);
    return deleteUserSessions(tx, userId, keepSid);
  });
  // Each ended session closes its sockets; the user event drops every cached copy at once.
  for (const sid of ended) await bus.publish({ type: 'session_ended', sid });
  await bus.publish({ type: 'user_changed', userId });
}
