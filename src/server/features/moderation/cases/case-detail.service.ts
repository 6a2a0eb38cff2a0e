import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { abuseReports, listingHides } from '@/server/db/schema/moderation.ts';
import { users } from '@/server/db/schema/users.ts';
import {
  listSubjectActions,
  toPersonRef,
} from '@/server/features/moderation/audit/audit-log.service.ts';
import { findTarget } from '@/server/features/moderation/targets.ts';
import { notFound } from '@/server/lib/app-error.ts';
import type { CaseDetail } from '@/shared/contracts/moderation.ts';
import { REPORT_REASONS, type ReportTarget } from '@/shared/contracts/moderation-rules.ts';
import { readCaseContent } from './case-content.ts';

/** The owner's latest actions shown with a case; the audit log holds the rest. */
const HISTORY_ACTIONS_MAX = 20;

/** Every report on the thing, open ones first, then the latest; with who filed each. */
function readReports(db: Database, type: ReportTarget, id: string) {
  return db
    .select({
      report: abuseReports,
      reporter: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      },
    })
    .from(abuseReports)
    .leftJoin(users, eq(users.id, abuseReports.reporterId))
    .where(and(eq(abuseReports.targetType, type), eq(abuseReports.targetId, id)))
    .orderBy(
      sql`${abuseReports.status} = 'open' desc`,
      desc(abuseReports.createdAt),
      desc(abuseReports.id),
    );
}

/** How many reports were ever filed against the owner's other things. */
async function countOtherReports(db: Database, ownerId: string, type: ReportTarget, id: string) {
  const [row] = await db
    .select({ reports: count() })
    .from(abuseReports)
    .where(
      and(
        eq(abuseReports.ownerId, ownerId),
        sql`not (${abuseReports.targetType} = ${type} and ${abuseReports.targetId} = ${id})`,
      ),
    );
  return row?.reports ?? 0;
}

/**
 * One case, for an admin deciding it: the thing as written, every report on it, the appeal, and
 * the owner's history and suspension. A thing that is gone still has a case while reports name it.
 */
export async function readCase(
  db: Database,
  type: ReportTarget,
  id: string,
  now: Date,
): Promise<CaseDetail> {
  const [target, reports] = await Promise.all([
    findTarget(db, type, id),
    readReports(db, type, id),
  ]);
  if (!target && reports.length === 0) throw notFound('case_not_found', 'No such case');
  const [hide] =
    type === 'listing'
      ? await db.select().from(listingHides).where(eq(listingHides.listingId, id))
      : [];
  const ownerId = target?.ownerId ?? reports.find((row) => row.report.ownerId)?.report.ownerId;
  const [owner] = ownerId ? await db.select().from(users).where(eq(users.id, ownerId)) : [];
  const open = reports.filter((row) => row.report.status === 'open');
  const suspended =
    !!owner?.suspendedAt && (owner.suspendedUntil === null || owner.suspendedUntil > now);
  const appealWaits = !!hide?.appealedAt && !hide.appealRejectedAt && !!target?.takenDown;
  return {
    targetType: type,
    targetId: id,
    targetLabel: target?.label ?? null,
    owner: owner ? toPersonRef(owner) : null,
    openReports: open.length,
    reasons: REPORT_REASONS.filter((reason) => open.some((row) => row.report.reason === reason)),
    latestReportAt: open[0]?.report.createdAt.toISOString() ?? null,
    appealedAt: appealWaits ? (hide?.appealedAt?.toISOString() ?? null) : null,
    content: await readCaseContent(db, type, id),
    reports: reports.map(({ report, reporter }) => ({
      id: report.id,
      reporter: toPersonRef(reporter),
      reason: report.reason,
      details: report.details,
      status: report.status,
      createdAt: report.createdAt.toISOString(),
    })),
    appeal: hide?.appeal ?? null,
    ownerHistory: owner
      ? {
          reports: await countOtherReports(db, owner.id, type, id),
          actions: await listSubjectActions(db, owner.id, HISTORY_ACTIONS_MAX),
        }
      : { reports: 0, actions: [] },
    suspendedUntil: suspended ? (owner?.suspendedUntil?.toISOString() ?? null) : null,
    suspended,
  };
}
