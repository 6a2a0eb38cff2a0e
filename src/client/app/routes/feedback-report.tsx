import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import { useFeedbackReport } from '@/client/features/feedback/api/get-feedback.ts';
import { FeedbackReport } from '@/client/features/feedback/components/feedback-report.tsx';
import { ReportButton } from '@/client/features/moderation/components/report-button.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import { getQueryFn } from '@/client/lib/api-client.ts';
import { isMissingError } from '@/client/lib/errors.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import type { User } from '@/shared/contracts/auth.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { clientRoutes } from '@/shared/routes.ts';

/** A feedback report, seen by its reporter and the listing's builder (others get not found). */
export function FeedbackReportPage({ user }: { user: User }) {
  const { id = '' } = useParams<{ id: string }>();
  const query = useFeedbackReport(id);
  const listingId = query.data?.softwareId;
  // Read through the listings' shared key, so the detail page's copy is reused.
  const listing = useQuery({
    queryFn: getQueryFn<Listing>(),
    queryKey: queryKeys.listing(listingId ?? ''),
    enabled: Boolean(listingId),
  });
  const missing = query.isError && isMissingError(query.error);
  useDocumentTitle(query.data?.title ?? (missing ? 'Feedback not found' : null));

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="flex justify-center py-24">
        <Spinner label="Loading report" />
      </div>
    );
  } else if (missing) {
    body = (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed p-10 text-center">
        <h1 className="font-semibold text-xl">Feedback not found</h1>
        <p className="text-muted-foreground">
          It may have been removed, or it is not yours to see.
        </p>
        <Button asChild variant="outline">
          <Link href={clientRoutes.myDemos}>Go to My Demos</Link>
        </Button>
      </div>
    );
  } else if (query.isError) {
    body = <RetryAlert onRetry={() => query.refetch()}>Failed to load this report.</RetryAlert>;
  } else {
    const report = query.data;
    // The builder reading a tester's report may report it; admins act in the moderation queue.
    const mayReport =
      user.role !== 'Admin' &&
      listing.data?.builderId === user.id &&
      report.reporter.id !== user.id;
    body = (
      <FeedbackReport
        report={report}
        user={user}
        listing={listing.data}
        actions={
          mayReport && (
            <ReportButton
              targetType="feedback"
              targetId={report.id}
              targetLabel={`feedback report “${report.title}”`}
            />
          )
        }
      />
    );
  }
  return <PageContainer>{body}</PageContainer>;
}
