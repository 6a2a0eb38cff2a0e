import { Badge } from '@/client/components/ui/badge.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card.tsx';
import { useMyReports } from '@/client/features/moderation/api/get-my-reports.ts';
import { formatDate } from '@/client/lib/format-date.ts';
import type { MyReport } from '@/shared/contracts/moderation.ts';
import {
  REPORT_REASON_LABELS,
  REPORT_TARGET_LABELS,
  type ReportStatus,
} from '@/shared/contracts/moderation-rules.ts';

const STATUS_WORDS: Record<ReportStatus, string> = {
  open: 'Waiting for an admin',
  actioned: 'An admin acted on it',
  dismissed: 'Reviewed, nothing done',
};

/**
 * What the person reported and where each report stands. Shown only once they have reported
 * something: an empty card on every profile would only be noise.
 */
export function MyReports() {
  const reports = useMyReports();
  if (!reports.data?.length) return null;
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2" id="your-reports">
          Your reports
        </CardTitle>
        <CardDescription>What you reported to the team, and how each was handled.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby="your-reports" className="grid gap-3">
          {reports.data.map((report) => (
            <li key={report.id}>
              <ReportRow report={report} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function ReportRow({ report }: { report: MyReport }) {
  const kind = REPORT_TARGET_LABELS[report.targetType];
  return (
    <article className="grid min-w-0 gap-1 rounded-lg border p-3 text-sm [overflow-wrap:anywhere]">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{kind}</Badge>
        <span className="font-medium">{report.targetLabel ?? 'No longer shown'}</span>
      </div>
      <p className="text-muted-foreground">
        {REPORT_REASON_LABELS[report.reason]} · {formatDate(report.createdAt)} ·{' '}
        {STATUS_WORDS[report.status]}
      </p>
    </article>
  );
}
