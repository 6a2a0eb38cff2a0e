import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { executeRows } from '@/server/db/execute-rows.ts';
import { type AbuseReportRow, abuseReports } from '@/server/db/schema/moderation.ts';
import { ratings } from '@/server/db/schema/reputation.ts';
import { users } from '@/server/db/schema/users.ts';
import { findTargetLabels, targetKey } from '@/server/features/moderation/target-labels.ts';
import { type FoundTarget, findTarget } from '@/server/features/moderation/targets.ts';
import { badRequest, conflict, notFound } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { CreateReportBody, MyReport } from '@/shared/contracts/moderation.ts';
import { ALREADY_REPORTED_MESSAGE } from '@/shared/contracts/moderation-rules.ts';
import { RATING_WINDOW_DAYS } from '@/shared/contracts/reputation-rules.ts';

const MY_REPORTS_MAX = 100;

const targetNotFound = () =>
  notFound('report_target_not_found', 'There is nothing of that kind to report');

/**
 * Whether a rating is shown at `now`, by the reputation feature's rule (its author's and the
 * other side's are both in, or RATING_WINDOW_DAYS passed), which moderation may not import.
 */
async function isRatingShown(db: Database, ratingId: string, now: Date): Promise<boolean> {
  const rows = await executeRows<{ shown: boolean }>(
    db,
    sql`select least(
        (select greatest(c.created_at, r.created_at) from ${ratings} c
          where c.software_id = r.software_id and c.rater_id = r.ratee_id
            and c.ratee_id = r.rater_id),
        r.created_at + make_interval(days => ${RATING_WINDOW_DAYS})
      ) <= ${now.toISOString()}::timestamptz as shown
      from ${ratings} r where r.id = ${ratingId}`,
  );
  return rows[0]?.shown === true;
}

/** Whether the reporter can see the thing where it lives: nobody reports what they cannot see. */
async function canSee(
  db: Database,
  reporterId: string,
  target: FoundTarget,
  now: Date,
): Promise<boolean> {
  switch (target.type) {
    case 'listing':
      return !target.takenDown;
    case 'person': {
      const [person] = await db
        .select({ deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, target.id));
      return person?.deletedAt === null;
    }
    case 'message':
    case 'feedback':
      return !target.takenDown && target.audience.includes(reporterId);
    case 'rating':
      return !target.takenDown && (await isRatingShown(db, target.id, now));
  }
}

const toMyReport = (row: AbuseReportRow, targetLabel: string | null): MyReport => ({
  id: row.id,
  targetType: row.targetType,
  targetId: row.targetId,
  targetLabel,
  reason: row.reason,
  details: row.details,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});

/**
 * Files the reporter's report of a thing they can see and do not own. A second open report of
 * the same thing is refused, two at once included: the partial unique index keeps one.
 */
export async function createReport(
  ctx: ServiceContext,
  reporterId: string,
  body: CreateReportBody,
): Promise<MyReport> {
  const target = await findTarget(ctx.db, body.targetType, body.targetId);
  if (!target) throw targetNotFound();
  if (target.ownerId === reporterId) {
    throw badRequest('cannot_report_self', 'You cannot report yourself or your own things');
  }
  if (!(await canSee(ctx.db, reporterId, target, ctx.clock.now()))) throw targetNotFound();
  const [row] = await ctx.db
    .insert(abuseReports)
    .values({
      reporterId,
      targetType: target.type,
      targetId: target.id,
      ownerId: target.ownerId,
      reason: body.reason,
      details: body.details || null,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('already_reported', ALREADY_REPORTED_MESSAGE);
  return toMyReport(row, target.label);
}

/** The reporter's latest reports, each named unless its thing is gone or taken down. */
export async function listMyReports(db: Database, reporterId: string): Promise<MyReport[]> {
  const rows = await db
    .select()
    .from(abuseReports)
    .where(eq(abuseReports.reporterId, reporterId))
    .orderBy(desc(abuseReports.createdAt), desc(abuseReports.id))
    .limit(MY_REPORTS_MAX);
  const labels = await findTargetLabels(
    db,
    rows.map((row) => ({ type: row.targetType, id: row.targetId })),
  );
  return rows.map((row) => {
    const found = labels.get(targetKey(row.targetType, row.targetId));
    return toMyReport(row, found && !found.takenDown ? found.label : null);
  });
}
