import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { abuseReports } from '@/server/db/schema/moderation.ts';
import { notifications } from '@/server/db/schema/notifications.ts';
import type { UserRow } from '@/server/db/schema/users.ts';
import { tellPerson } from '@/server/features/moderation/notices/tell-person.ts';
import {
  liftSuspension,
  type SuspensionSettings,
  suspendPerson,
} from '@/server/features/moderation/suspensions/suspension.service.ts';
import { type FoundTarget, findTarget } from '@/server/features/moderation/targets.ts';
import { notify, withdrawNotifications } from '@/server/features/notifications/notify.ts';
import { badRequest, notFound } from '@/server/lib/app-error.ts';
import { recordAudit } from '@/server/lib/audit-log.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { CaseActionBody } from '@/shared/contracts/moderation.ts';
import type { ReportTarget } from '@/shared/contracts/moderation-rules.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { checkActionFits, checkPersonAction } from './case-action-fit.ts';
import { applyCaseChange } from './case-changes.ts';
import { REPORT_HANDLED_TITLE, reportHandledBody } from './case-notices.ts';

/**
 * What an action needs beyond the context: the site's address, for the mails' buttons, and the
 * team's, where a suspended person may appeal.
 */
export type CaseActionSettings = SuspensionSettings;

/**
 * Closes every open report on the thing, in the action's transaction. Answers their reporters,
 * each once, for telling.
 */
async function closeReports(
  tx: Database,
  target: FoundTarget,
  status: 'dismissed' | 'actioned',
  admin: UserRow,
  at: Date,
): Promise<string[]> {
  const closed = await tx
    .update(abuseReports)
    .set({ status, resolvedAt: at, resolvedById: admin.id })
    .where(
      and(
        eq(abuseReports.targetType, target.type),
        eq(abuseReports.targetId, target.id),
        eq(abuseReports.status, 'open'),
      ),
    )
    .returning({ reporterId: abuseReports.reporterId });
  return [...new Set(closed.flatMap((row) => (row.reporterId ? [row.reporterId] : [])))];
}

/** Each reporter hears how their report ended, in the app only. */
async function tellReporters(
  ctx: ServiceContext,
  reporters: string[],
  target: FoundTarget,
  dismissed: boolean,
): Promise<void> {
  if (reporters.length === 0) return;
  // Read again after the action: a thing no longer shown is not named, even to its reporters.
  const now = await findTarget(ctx.db, target.type, target.id);
  const outcome = !now || now.takenDown ? 'taken_down' : dismissed ? 'dismissed' : 'actioned';
  const body = reportHandledBody(target, outcome);
  await notify(
    ctx,
    reporters.map((userId) => ({
      userId,
      type: 'moderation' as const,
      title: REPORT_HANDLED_TITLE,
      body,
      link: clientRoutes.myReports,
    })),
  );
}

/** Suspends or lets back the thing's owner through the suspension service, which records it. */
async function actOnPerson(
  ctx: ServiceContext,
  admin: UserRow,
  target: FoundTarget,
  body: CaseActionBody,
  settings: CaseActionSettings,
): Promise<void> {
  if (body.action !== 'suspend' && body.action !== 'lift_suspension') return;
  await checkPersonAction(ctx.db, admin, body.action, target.ownerId);
  if (body.action === 'lift_suspension') {
    await liftSuspension(ctx, admin, target.ownerId, body.reason, settings);
    return;
  }
  if (body.days === undefined)
    throw badRequest('validation_failed', 'Choose how long', {
      days: 'Choose a number of days, or null for good',
    });
  await suspendPerson(
    ctx,
    admin,
    target.ownerId,
    { reason: body.reason, days: body.days },
    settings,
  );
}

/**
 * An admin's action on a case: the change, the closing of every open report on the thing and the
 * audit entry in one transaction; then the bus, the withdrawn notifications, the reporters and
 * the owner told. A suspension (or its lifting) is the suspension service's own transaction,
 * with its own entry and notice, made first; this one then closes the reports.
 */
export async function actOnCase(
  ctx: ServiceContext,
  admin: UserRow,
  target: { targetType: ReportTarget; targetId: string },
  body: CaseActionBody,
  settings: CaseActionSettings,
): Promise<{ closedReports: number }> {
  const found = await findTarget(ctx.db, target.targetType, target.targetId);
  if (!found) throw notFound('case_not_found', 'Nothing of that kind has that id');
  checkActionFits(body.action, found.type);
  await actOnPerson(ctx, admin, found, body, settings);
  const dismissed = body.action === 'dismiss';
  const at = ctx.clock.now();
  const { change, reporters } = await ctx.db.transaction(async (tx) => {
    const change = await applyCaseChange(tx, admin, found, body, at);
    const reporters = await closeReports(
      tx,
      found,
      dismissed ? 'dismissed' : 'actioned',
      admin,
      at,
    );
    if (change)
      await recordAudit(tx, {
        actorId: admin.id,
        action: change.audit,
        target: { type: found.type, id: found.id },
        subjectId: found.ownerId,
        reason: body.reason,
        details: { label: found.label, closedReports: reporters.length },
      });
    return { change, reporters };
  });
  if (change) await ctx.bus.publish(...change.events);
  if (change?.withdraw)
    await withdrawNotifications(
      ctx,
      and(
        change.withdraw,
        ne(notifications.userId, found.ownerId),
        ne(notifications.type, 'moderation'),
      ) as SQL,
    );
  await tellReporters(ctx, reporters, found, dismissed);
  if (change?.notice) await tellPerson(ctx, settings.publicUrl, found.ownerId, change.notice);
  return { closedReports: reporters.length };
}
