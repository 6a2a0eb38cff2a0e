import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { EmptyState } from '@/client/components/empty-state.tsx';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import { useMyFeedback } from '@/client/features/feedback/api/get-feedback.ts';
import { getQueryFn } from '@/client/lib/api-client.ts';
import { formatDate } from '@/client/lib/format-date.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import type { Feedback } from '@/shared/contracts/feedback.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { FeedbackStatusBadge } from './feedback-badges.tsx';

/** The tester's reports, newest first, with the status the builder gave each (kept live). */
export function MyFeedbackList() {
  const query = useMyFeedback();
  if (query.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading your feedback" />
      </div>
    );
  }
  if (query.isError) {
    return <RetryAlert onRetry={() => query.refetch()}>Failed to load your feedback.</RetryAlert>;
  }
  if (query.data.length === 0) {
    return (
      <EmptyState>
        You haven't reported any feedback yet. Once a builder accepts you, report bugs and ideas
        from the beta's page.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-3">
      {query.data.map((report) => (
        <MyFeedbackRow key={report.id} report={report} />
      ))}
    </ul>
  );
}

function MyFeedbackRow({ report }: { report: Feedback }) {
  // The report names its listing by id only; the listing's own read (often cached) has its name.
  const listing = useQuery({
    queryKey: queryKeys.listing(report.softwareId),
    queryFn: getQueryFn<Listing>(),
  });
  return (
    <li className="grid gap-2 rounded-xl border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <FeedbackStatusBadge status={report.status} />
        <span className="text-muted-foreground text-xs">{report.kind}</span>
      </div>
      <h3 className="font-semibold [overflow-wrap:anywhere]">
        <Link href={clientRoutes.feedbackReport(report.id)} className="hover:underline">
          {report.title}
        </Link>
      </h3>
      <p className="text-muted-foreground text-sm [overflow-wrap:anywhere]">
        {listing.data?.name ?? 'A beta'} · Updated {formatDate(report.updatedAt)}
      </p>
    </li>
  );
}
