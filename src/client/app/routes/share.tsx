import { parseYouTubeId } from '@shared/youtube.ts';
import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { useUser } from '../../features/auth/api/get-user.ts';
import { DemoVideo } from '../../features/listings/components/demo-video.tsx';
import { SoftwareStatusBadge } from '../../features/listings/components/software-status-badge.tsx';
import { listingPageName } from '../../features/listings/utils/listing-page-name.ts';
import { usePublicSoftware } from '../../features/sharing/api/get-public-software.ts';
import { PublicSoftwareView } from '../../features/sharing/components/public-software.tsx';
import { PublicSoftwareSkeleton } from '../../features/sharing/components/public-software-skeleton.tsx';
import { ShareNotFound } from '../../features/sharing/components/share-not-found.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { isMissingError } from '../../lib/errors.ts';
import { PageContainer } from '../layout/page-container.tsx';

/** The public page behind a shared link, open to everyone. */
export function SharePage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useUser();
  const query = usePublicSoftware(id);
  useDocumentTitle(listingPageName(query));

  let body: ReactNode;
  if (query.isPending) {
    body = <PublicSoftwareSkeleton />;
  } else if (query.isError) {
    body = isMissingError(query.error) ? (
      <ShareNotFound />
    ) : (
      <RetryAlert onRetry={() => query.refetch()}>Failed to load this software.</RetryAlert>
    );
  } else {
    const software = query.data;
    const { youtubeUrl } = software;
    body = (
      <PublicSoftwareView
        software={software}
        signedIn={user !== null}
        statusBadge={<SoftwareStatusBadge status={software.status} />}
        video={
          // The share page shows a player only for a link that parses, never an error text.
          youtubeUrl && parseYouTubeId(youtubeUrl) ? (
            <DemoVideo url={youtubeUrl} title={`${software.name} demo video`} />
          ) : null
        }
      />
    );
  }
  return <PageContainer>{body}</PageContainer>;
}
