import { EmptyState } from '@/client/components/empty-state.tsx';
import { formatDate } from '@/client/lib/format-date.ts';
import type { CycleEvidence } from '@/shared/contracts/cycle-evidence.ts';
import { FEEDBACK_STATUS_LABELS, type FeedbackStatus } from '@/shared/contracts/feedback.ts';
import { countOf } from '@/shared/plural.ts';
import { Cell, EvidenceTable, HeadCell } from './evidence-table.tsx';

const statusLabel = (status: string) => FEEDBACK_STATUS_LABELS[status as FeedbackStatus] ?? status;

/** The reports filed during the cycle, where each stands, and the fixes their reporters confirmed. */
export function EvidenceReports({ reports }: { reports: CycleEvidence['reports'] }) {
  if (reports.length === 0)
    return <EmptyState>No reports were filed during this cycle.</EmptyState>;
  const verified = reports.filter((report) => report.verified).length;
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        {countOf(reports.length, 'report', 'reports')} filed, {countOf(verified, 'fix', 'fixes')}{' '}
        confirmed by the testers who reported them.
      </p>
      <EvidenceTable label="Reports filed during the cycle">
        <thead>
          <tr>
            <HeadCell>Report</HeadCell>
            <HeadCell>Status</HeadCell>
            <HeadCell>Filed</HeadCell>
            <HeadCell>Fixed in</HeadCell>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <tr key={report.id} className="print:break-inside-avoid">
              <Cell>
                {report.title}
                <span className="block text-muted-foreground">
                  {report.kind}, by {report.reporter}
                </span>
              </Cell>
              <Cell>
                {statusLabel(report.status)}
                {report.verified && (
                  <span className="block text-emerald-700 dark:text-emerald-300">Fix verified</span>
                )}
              </Cell>
              <Cell>
                <span className="whitespace-nowrap">{formatDate(report.createdAt)}</span>
              </Cell>
              <Cell>{report.fixedIn ?? 'Not yet'}</Cell>
            </tr>
          ))}
        </tbody>
      </EvidenceTable>
    </div>
  );
}
