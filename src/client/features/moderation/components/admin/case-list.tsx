import { Link } from 'wouter';
import { Badge } from '@/client/components/ui/badge.tsx';
import type { CaseSummary } from '@/shared/contracts/moderation.ts';
import { REPORT_REASON_LABELS, REPORT_TARGET_LABELS } from '@/shared/contracts/moderation-rules.ts';
import { countOf } from '@/shared/plural.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { formatMoment } from './format-moment.ts';
import { describePerson } from './person-ref.ts';

/**
 * One card per case rather than a table: a case carries a free-text label and a name, either of
 * which may be 80 characters without a space, and cards wrap them on a phone where columns cannot.
 */
export function CaseList({ cases }: { cases: CaseSummary[] }) {
  return (
    <ul aria-label="Open cases" className="grid gap-3">
      {cases.map((item) => (
        <li key={`${item.targetType}:${item.targetId}`}>
          <CaseCard item={item} />
        </li>
      ))}
    </ul>
  );
}

function CaseCard({ item }: { item: CaseSummary }) {
  const kind = REPORT_TARGET_LABELS[item.targetType];
  const label = item.targetLabel ?? `${kind} no longer exists`;
  return (
    <article className="grid min-w-0 gap-2 rounded-lg border p-4 [overflow-wrap:anywhere]">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{kind}</Badge>
        {item.appealedAt && <Badge>Appeal</Badge>}
      </div>
      <h2 className="font-semibold">
        <Link
          href={clientRoutes.adminModerationCase(item.targetType, item.targetId)}
          className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {label}
        </Link>
      </h2>
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-muted-foreground">Owner</dt>
        <dd>{describePerson(item.owner)}</dd>
        <dt className="text-muted-foreground">Open reports</dt>
        <dd>{countOf(item.openReports, 'report', 'reports')}</dd>
        {item.reasons.length > 0 && (
          <>
            <dt className="text-muted-foreground">Reasons</dt>
            <dd>{item.reasons.map((reason) => REPORT_REASON_LABELS[reason]).join(', ')}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Latest report</dt>
        <dd>
          {item.latestReportAt ? (
            <time dateTime={item.latestReportAt}>{formatMoment(item.latestReportAt)}</time>
          ) : (
            'None'
          )}
        </dd>
      </dl>
    </article>
  );
}
