import { Image } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/client/components/ui/badge.tsx';
import { formatDate } from '@/client/lib/format-date.ts';
import { getFullName } from '@/client/lib/user-name.ts';
import type { Feedback } from '@/shared/contracts/feedback.ts';
import { FEEDBACK_STATUS_LABELS } from '@/shared/contracts/feedback.ts';
import { clientRoutes } from '@/shared/routes.ts';

const screenshotText = (count: number) => `${count} screenshot${count === 1 ? '' : 's'}`;

/** One report on the board: its title opens the report's page, the rest lets the builder triage at a glance. */
export function FeedbackRow({ report }: { report: Feedback }) {
  const reporter = getFullName(report.reporter) || 'A tester';
  return (
    <article className="flex flex-col gap-2 rounded-xl border bg-card p-4">
      <h2 className="font-semibold text-base [overflow-wrap:anywhere]">
        <Link
          href={clientRoutes.feedbackReport(report.id)}
          className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {report.title}
        </Link>
      </h2>
      <div className="flex flex-wrap gap-2">
        <Badge variant="secondary">{report.kind}</Badge>
        {report.severity && <Badge variant="outline">Severity: {report.severity}</Badge>}
        <Badge variant="outline">Status: {FEEDBACK_STATUS_LABELS[report.status]}</Badge>
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground text-sm">
        <span className="[overflow-wrap:anywhere]">By {reporter}</span>
        <span>{formatDate(report.createdAt)}</span>
        {report.screenshots.length > 0 && (
          <span className="inline-flex items-center gap-1">
            <Image className="size-4" aria-hidden="true" />
            {screenshotText(report.screenshots.length)}
          </span>
        )}
      </p>
    </article>
  );
}
