import type { ReactNode } from 'react';
import { EmptyState } from '@/client/components/empty-state.tsx';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import type {
  BoardFilters,
  useFeedbackBoard,
} from '@/client/features/feedback/api/get-feedback-board.ts';
import { FeedbackRow } from './feedback-row.tsx';

type FeedbackBoardListProps = {
  query: ReturnType<typeof useFeedbackBoard>;
  filters: BoardFilters;
};

const filtered = ({ kind, status, severity }: BoardFilters) => Boolean(kind || status || severity);

/** The reports, a page at a time: "Load more" follows the next page the server named. */
export function FeedbackBoardList({ query, filters }: FeedbackBoardListProps): ReactNode {
  const reports = query.data?.pages.flatMap((page) => page.items) ?? [];

  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading feedback" />
      </div>
    );
  }
  if (query.isError && reports.length === 0) {
    return <RetryAlert onRetry={() => query.refetch()}>Failed to load feedback</RetryAlert>;
  }
  if (reports.length === 0) {
    return (
      <EmptyState>
        {filtered(filters) ? 'No feedback matches these filters' : 'No feedback yet'}
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label="Feedback reports">
        {reports.map((report) => (
          <li key={report.id}>
            <FeedbackRow report={report} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <ErrorAlert className="mt-6">Failed to load more feedback</ErrorAlert>
      )}
      {query.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button
            type="button"
            variant="outline"
            disabled={query.isFetchingNextPage}
            onClick={() => query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  );
}
