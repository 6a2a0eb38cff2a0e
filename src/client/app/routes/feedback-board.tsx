import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import {
  FeedbackBoard,
  NotBoardReader,
} from '@/client/features/feedback/components/feedback-board.tsx';
import { useListing } from '@/client/features/listings/api/get-listing.ts';
import { ListingNotFound } from '@/client/features/listings/components/listing-not-found.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import { isMissingError } from '@/client/lib/errors.ts';
import { useLiveSocket } from '@/client/lib/live-socket.ts';
import type { User } from '@/shared/contracts/auth.ts';

/** A listing's feedback board, for its builder (and admins, whom the server lets read it too). */
export function FeedbackBoardPage({ user }: { user: User }) {
  const { id = '' } = useParams<{ id: string }>();
  const query = useListing(id);
  const socket = useLiveSocket();
  const listing = query.data;
  useDocumentTitle(listing ? `Feedback on ${listing.name}` : null);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="flex justify-center py-24">
        <Spinner label="Loading" />
      </div>
    );
  } else if (query.isError) {
    body = isMissingError(query.error) ? (
      <ListingNotFound />
    ) : (
      <RetryAlert onRetry={() => query.refetch()}>Failed to load this software.</RetryAlert>
    );
  } else if (query.data.builderId !== user.id && user.role !== 'Admin') {
    body = <NotBoardReader listingId={id} />;
  } else {
    body = <FeedbackBoard listing={query.data} socket={socket} />;
  }
  return <PageContainer className="max-w-4xl">{body}</PageContainer>;
}
