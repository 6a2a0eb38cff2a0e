import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { useUser } from '@/client/features/auth/api/get-user.ts';
import { DemoVideo } from '@/client/features/listings/components/demo-video.tsx';
import { ListingStatusBadge } from '@/client/features/listings/components/listing-status-badge.tsx';
import { listingPageName } from '@/client/features/listings/utils/listing-page-name.ts';
import { usePublicListing } from '@/client/features/sharing/api/get-public-listing.ts';
import { PublicListingView } from '@/client/features/sharing/components/public-listing.tsx';
import { PublicListingSkeleton } from '@/client/features/sharing/components/public-listing-skeleton.tsx';
import { ShareNotFound } from '@/client/features/sharing/components/share-not-found.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import { isMissingError } from '@/client/lib/errors.ts';
import { parseYouTubeId } from '@/shared/youtube.ts';

/** The public page behind a shared link, open to everyone. */
export function SharePage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useUser();
  const query = usePublicListing(id);
  useDocumentTitle(listingPageName(query));

  let body: ReactNode;
  if (query.isPending) {
    body = <PublicListingSkeleton />;
  } else if (query.isError) {
    body = isMissingError(query.error) ? (
      <ShareNotFound />
    ) : (
      <RetryAlert onRetry={() => query.refetch()}>Failed to load this software.</RetryAlert>
    );
  } else {
    const listing = query.data;
    const { youtubeUrl } = listing;
    body = (
      <PublicListingView
        listing={listing}
        signedIn={user !== null}
        statusBadge={<ListingStatusBadge status={listing.status} />}
        video={
          // The share page shows a player only for a link that parses, never an error text.
          youtubeUrl && parseYouTubeId(youtubeUrl) ? (
            <DemoVideo url={youtubeUrl} title={`${listing.name} demo video`} />
          ) : null
        }
      />
    );
  }
  return <PageContainer>{body}</PageContainer>;
}
