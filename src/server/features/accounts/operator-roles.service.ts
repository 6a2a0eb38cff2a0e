import { eq } from 'drizzle-orm';
import { type UserRow, users } from '@/server/db/schema/users.ts';
import { conflict, notFound } from '@/server/lib/app-error.ts';
import { recordAudit } from '@/server/lib/audit-log.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { Role } from '@/shared/constants.ts';
import { LAST_ADMIN_MESSAGE } from '@/shared/contracts/admin.ts';

export type OperatorAction = 'grant' | 'revoke';

const ROLE_AFTER: Record<OperatorAction, Role> = { grant: 'Admin', revoke: 'Tester' };

/**
 * `npm run admin -- grant|revoke <email>`: whoever runs the server makes an account Admin (or a
 * Tester again) without mail or another admin, e.g. the first admin of a server with no SMTP_URL.
 * The last Admin is never revoked; the admin rows are locked, as an admin's own change does.
 */
export async function setAdminByOperator(
  { db, bus }: ServiceContext,
  action: OperatorAction,
  rawEmail: string,
): Promise<{ user: UserRow; changed: boolean }> {
  const email = rawEmail.trim().toLowerCase();
  const role = ROLE_AFTER[action];
  const result = await db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'Admin'))
      .for('update');
    const [target] = await tx.select().from(users).where(eq(users.email, email));
    if (!target || target.deletedAt)
      throw notFound('user_not_found', `No account has the e-mail address ${email}`);
    const isAdmin = target.role === 'Admin';
    if (isAdmin === (action === 'grant')) return { user: target, changed: false };
    if (action === 'revoke' && admins.length <= 1) throw conflict('last_admin', LAST_ADMIN_MESSAGE);
    const [updated] = await tx
      .update(users)
      .set({ role })
      .where(eq(users.id, target.id))
      .returning();
    await recordAudit(tx, {
      actorId: null,
      action: 'user.role_changed',
      target: { type: 'user', id: target.id },
      subjectId: target.id,
      details: { from: target.role, to: role, by: 'command line' },
    });
    return { user: updated as UserRow, changed: true };
  });
  if (result.changed) await bus.publish({ type: 'user_changed', userId: result.user.id });
  return result;
}
