import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { type UserRow, users } from '@/server/db/schema/users.ts';
import { enqueueMails, type HeldMailLog } from '@/server/features/mail/outbox.ts';
import { badRequest, conflict, notFound } from '@/server/lib/app-error.ts';
import { recordAudit } from '@/server/lib/audit-log.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { Role } from '@/shared/constants.ts';
import {
  type EmailGroup,
  LAST_ADMIN_MESSAGE,
  NO_RECIPIENTS_MESSAGE,
  type SendEmailBody,
} from '@/shared/contracts/admin.ts';
import { adminMail } from './admin-mail.ts';

/** Deleted accounts' tombstones are nobody to manage: they are left out. */
export async function listUsers(db: Database): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(isNull(users.deletedAt))
    .orderBy(desc(users.createdAt), desc(users.id));
}

/**
 * Any role may be granted, but the last Admin cannot be demoted. The admin rows are locked
 * first, so two admins demoting each other at once cannot leave the product without one.
 */
export async function changeUserRole(
  { db, bus }: ServiceContext,
  actor: UserRow,
  userId: string,
  role: Role,
): Promise<UserRow> {
  const changed = await db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'Admin'))
      .for('update');
    const [target] = await tx.select().from(users).where(eq(users.id, userId));
    if (!target || target.deletedAt) throw notFound('user_not_found', 'User not found');
    if (target.role === 'Admin' && role !== 'Admin' && admins.length <= 1) {
      throw conflict('last_admin', LAST_ADMIN_MESSAGE);
    }
    const [updated] = await tx.update(users).set({ role }).where(eq(users.id, userId)).returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.role_changed',
      target: { type: 'user', id: userId },
      subjectId: userId,
      details: { from: target.role, to: role },
    });
    return updated as UserRow;
  });
  await bus.publish({ type: 'user_changed', userId });
  return changed;
}

const GROUP_ROLES: Record<EmailGroup, Role | null> = {
  all: null,
  testers: 'Tester',
  builders: 'Builder',
};

async function resolveRecipients(db: Database, to: SendEmailBody['to']): Promise<string[]> {
  if (!(to in GROUP_ROLES)) return [to];
  const role = GROUP_ROLES[to as EmailGroup];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    // Group mail goes only to proved addresses; one typed address is the admin's own choice.
    .where(
      and(
        isNotNull(users.email),
        isNotNull(users.emailVerifiedAt),
        role ? eq(users.role, role) : undefined,
      ),
    );
  return rows.map((row) => row.email as string);
}

/** One outbox row per recipient; delivery happens later, with retries. */
export async function sendAdminEmail(
  db: Database,
  actor: UserRow,
  body: SendEmailBody,
  { publicUrl, logHeld }: { publicUrl: string; logHeld?: HeldMailLog },
): Promise<number> {
  const recipients = await resolveRecipients(db, body.to);
  if (recipients.length === 0)
    throw badRequest('no_recipients', NO_RECIPIENTS_MESSAGE, { to: NO_RECIPIENTS_MESSAGE });
  // Rendered once: every recipient gets the same mail, only the address differs.
  const mail = await adminMail('', body, publicUrl);
  const queued = await enqueueMails(
    db,
    recipients.map((to) => ({ ...mail, to })),
    logHeld,
  );
  await recordAudit(db, {
    actorId: actor.id,
    action: 'email.sent',
    details: { to: body.to, subject: body.subject, recipients: queued },
  });
  return queued;
}
