import { Badge } from '@/client/components/ui/badge.tsx';
import type { Feedback, FeedbackStatus } from '@/shared/contracts/feedback.ts';

const STATUS_TEXT: Record<FeedbackStatus, string> = {
  New: 'New',
  Acknowledged: 'Acknowledged',
  InProgress: 'In progress',
  Fixed: 'Fixed',
  WontFix: "Won't fix",
  Duplicate: 'Duplicate',
  Verified: 'Verified',
  Reopened: 'Reopened',
};

export function statusText(status: FeedbackStatus): string {
  return STATUS_TEXT[status];
}

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  return <Badge variant={status === 'New' ? 'default' : 'secondary'}>{STATUS_TEXT[status]}</Badge>;
}

/** Kind, severity (bugs only) and status, in that order. */
export function FeedbackBadges({ report }: { report: Feedback }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Badge variant="outline">{report.kind}</Badge>
      {report.severity && <Badge variant="outline">Severity: {report.severity}</Badge>}
      <FeedbackStatusBadge status={report.status} />
    </div>
  );
}
