import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { type UserRow, users } from '@/server/db/schema/users.ts';
import { verifyPassword } from '@/server/features/auth/credentials.ts';
import { badRequest, conflict, unauthorized } from '@/server/lib/app-error.ts';

/**
 * The signed-in user as stored now (the session's copy may be a few seconds old), after proving
 * they know its password. A user who signs in only through single sign-on has none: `ssoMessage`
 * says where to go instead. A wrong password is a 400 naming `field`.
 */
export async function checkOwnPassword(
  db: Database,
  userId: string,
  password: string,
  { field, wrongMessage, ssoMessage }: { field: string; wrongMessage: string; ssoMessage: string },
): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized();
  if (!user.passwordHash) throw conflict('sso_account', ssoMessage);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw badRequest('wrong_password', wrongMessage, { [field]: wrongMessage });
  }
  return user;
}
