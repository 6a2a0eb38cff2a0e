import { Badge } from '@/client/components/ui/badge.tsx';
import {
  FEEDBACK_STATUS_LABELS,
  type Feedback,
  type FeedbackStatus,
} from '@/shared/contracts/feedback.ts';

export function statusText(status: FeedbackStatus): string {
  return FEEDBACK_STATUS_LABELS[status];
}

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  return (
    <Badge variant={status === 'New' ? 'default' : 'secondary'}>
      {FEEDBACK_STATUS_LABELS[status]}
    </Badge>
  );
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
