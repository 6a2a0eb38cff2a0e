import { useParams } from 'wouter';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import {
  FeedbackBoard,
  NotBoardReader,
} from '@/client/features/feedback/components/feedback-board.tsx';
import { useListing } from '@/client/features/listings/api/get-listing.ts';
import { whenListingRead } from '@/client/features/listings/components/listing-read-state.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import { useLiveSocket } from '@/client/lib/live-socket.ts';
import type { User } from '@/shared/contracts/auth.ts';

/** A listing's feedback board, for its builder (and admins, whom the server lets read it too). */
export function FeedbackBoardPage({ user }: { user: User }) {
  const { id = '' } = useParams<{ id: string }>();
  const query = useListing(id);
  const socket = useLiveSocket();
  const listing = query.data;
  useDocumentTitle(listing ? `Feedback on ${listing.name}` : null);

  const body = whenListingRead(query, (listing) =>
    listing.builderId !== user.id && user.role !== 'Admin' ? (
      <NotBoardReader listingId={id} />
    ) : (
      <FeedbackBoard listing={listing} socket={socket} />
    ),
  );
  return <PageContainer className="max-w-4xl">{body}</PageContainer>;
}
