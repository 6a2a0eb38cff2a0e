import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { executeRows } from '@/server/db/execute-rows.ts';
import { findTargetLabels, targetKey } from '@/server/features/moderation/target-labels.ts';
import type { CaseSummary } from '@/shared/contracts/moderation.ts';
import {
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from '@/shared/contracts/moderation-rules.ts';

const CASES_MAX = 200;

export type CaseSort = 'newest' | 'most';

interface CaseRow {
  target_type: ReportTarget;
  target_id: string;
  open_reports: number;
  reasons: ReportReason[];
  latest_report_at: Date | string | null;
  appealed_at: Date | string | null;
  owner_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

/** The drivers answer a raw statement's timestamps as dates or as text; the API sends ISO. */
export const isoOf = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const ORDER = {
  newest: sql`greatest(latest_report_at, appealed_at) desc, target_id`,
  most: sql`open_reports desc, greatest(latest_report_at, appealed_at) desc, target_id`,
} satisfies Record<CaseSort, unknown>;

/**
 * The queue: one row per thing with open reports, and one per hidden listing whose appeal waits
 * for an answer (reported or not), with whose thing it is.
 */
export async function listCases(db: Database, sort: CaseSort): Promise<CaseSummary[]> {
  const rows = await executeRows<CaseRow>(
    db,
    sql`with reported as (
        select target_type::text as target_type, target_id, count(*)::int as open_reports,
          array_agg(distinct reason::text) as reasons, max(created_at) as latest_report_at,
          (array_agg(owner_id))[1] as owner_id
        from abuse_reports where status = 'open' group by target_type, target_id
      ), appealed as (
        select 'listing'::text as target_type, h.software_id as target_id, h.appealed_at,
          s.builder_id as owner_id
        from listing_hides h join software s on s.id = h.software_id
        where h.appealed_at is not null and h.appeal_rejected_at is null
          and s.hidden_at is not null
      ), cases as (
        select coalesce(r.target_type, a.target_type) as target_type,
          coalesce(r.target_id, a.target_id) as target_id,
          coalesce(r.open_reports, 0) as open_reports,
          coalesce(r.reasons, '{}'::text[]) as reasons,
          r.latest_report_at, a.appealed_at,
          coalesce(a.owner_id, r.owner_id) as owner_id
        from reported r full join appealed a
          on a.target_type = r.target_type and a.target_id = r.target_id
      )
      select c.*, u.first_name, u.last_name, u.email
      from cases c left join users u on u.id = c.owner_id
      order by ${ORDER[sort]}
      limit ${CASES_MAX}`,
  );
  const labels = await findTargetLabels(
    db,
    rows.map((row) => ({ type: row.target_type, id: row.target_id })),
  );
  return rows.map((row) => ({
    targetType: row.target_type,
    targetId: row.target_id,
    targetLabel: labels.get(targetKey(row.target_type, row.target_id))?.label ?? null,
    owner: row.owner_id
      ? { id: row.owner_id, firstName: row.first_name, lastName: row.last_name, email: row.email }
      : null,
    openReports: row.open_reports,
    reasons: REPORT_REASONS.filter((reason) => row.reasons.includes(reason)),
    latestReportAt: isoOf(row.latest_report_at),
    appealedAt: isoOf(row.appealed_at),
  }));
}
