import { eq } from 'drizzle-orm';
import { type UserRow, users } from '@/server/db/schema/users.ts';
import { eraseAccount } from '@/server/features/accounts/account-deletion.service.ts';
import { badRequest, notFound } from '@/server/lib/app-error.ts';
import { recordAudit } from '@/server/lib/audit-log.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import { REMOVE_SELF_MESSAGE, type RemoveForAbuseBody } from '@/shared/contracts/admin.ts';

/**
 * Removes an account for abuse: it is deleted as its owner would delete it, marked so that its
 * ratings of others stop counting (countingRatings), and the admin's reason is kept in the audit
 * log, all in one transaction. The deletion keeps the last Admin, as a role change does.
 */
export async function removeForAbuse(
  ctx: ServiceContext,
  actor: UserRow,
  userId: string,
  { reason }: RemoveForAbuseBody,
): Promise<void> {
  if (userId === actor.id) throw badRequest('cannot_remove_self', REMOVE_SELF_MESSAGE);
  const [target] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!target || target.deletedAt) throw notFound('user_not_found', 'User not found');
  const removedAt = ctx.clock.now();
  await eraseAccount(ctx, target, async (tx) => {
    await tx.update(users).set({ removedForAbuseAt: removedAt }).where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.removed_for_abuse',
      target: { type: 'user', id: userId },
      subjectId: userId,
      reason,
      details: { role: target.role },
    });
  });
}
