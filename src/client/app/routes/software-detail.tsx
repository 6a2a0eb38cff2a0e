import type { User } from '@shared/contracts/auth.ts';
import type { Software } from '@shared/contracts/listings.ts';
import { clientRoutes } from '@shared/routes.ts';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'wouter';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { SignInButton } from '../../components/sign-in-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useUser } from '../../features/auth/api/get-user.ts';
import { MessageBuilderButton } from '../../features/chat/components/message-builder-button.tsx';
import { JoinBetaButton } from '../../features/interests/components/join-beta-button.tsx';
import { SoftwareTesters } from '../../features/interests/components/software-testers.tsx';
import { useSoftware } from '../../features/listings/api/get-software.ts';
import { OwnerListingActions } from '../../features/listings/components/owner-listing-actions.tsx';
import { SoftwareDetail } from '../../features/listings/components/software-detail.tsx';
import { SoftwareDetailSkeleton } from '../../features/listings/components/software-detail-skeleton.tsx';
import { SoftwareNotFound } from '../../features/listings/components/software-not-found.tsx';
import {
  TestersPanel,
  useTestersPanel,
} from '../../features/listings/components/testers-panel.tsx';
import { listingPageName } from '../../features/listings/utils/listing-page-name.ts';
import { SaveToggle } from '../../features/saved/components/save-toggle.tsx';
import { ShareActions } from '../../features/sharing/components/share-actions.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { isMissingError } from '../../lib/errors.ts';
import { PageContainer } from '../layout/page-container.tsx';

/** Open to everyone; acting on a listing needs sign-in. */
export function SoftwareDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useUser();
  const query = useSoftware(id);
  useDocumentTitle(listingPageName(query));

  let body: ReactNode;
  if (query.isPending) {
    body = <SoftwareDetailSkeleton />;
  } else if (query.isError) {
    body = isMissingError(query.error) ? (
      <SoftwareNotFound />
    ) : (
      <RetryAlert onRetry={() => query.refetch()}>Failed to load this software.</RetryAlert>
    );
  } else {
    body = (
      <SoftwareDetail
        software={query.data}
        actions={<DetailActions user={user} software={query.data} />}
      />
    );
  }
  return <PageContainer>{body}</PageContainer>;
}

/**
 * The side column: sign-up for visitors; join and message for testers; save and share for every
 * signed-in user.
 */
function DetailActions({ user, software }: { user: User | null; software: Software }) {
  if (!user) {
    return (
      <div className="grid gap-3">
        <p className="text-muted-foreground text-sm">Create a free account to sign up.</p>
        <SignInButton returnTo={clientRoutes.software(software.id)} className="w-full">
          Join Free
        </SignInButton>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      {user.id === software.builderId && <OwnerActions software={software} />}
      {user.role === 'Tester' &&
        (software.hasInterest ? (
          <>
            <Button className="w-full" disabled>
              <Check aria-hidden="true" />
              Already Joined
            </Button>
            <MessageBuilderButton
              builderId={software.builderId}
              testerId={user.id}
              softwareId={software.id}
            />
          </>
        ) : (
          <JoinBetaButton softwareId={software.id} closed={software.status === 'Closed'} />
        ))}
      <SaveToggle
        softwareId={software.id}
        isSaved={software.isSaved}
        signedIn
        saveLabel="Save for Later"
        size="default"
        className="w-full"
      />
      <ShareActions softwareId={software.id} name={software.name} />
    </div>
  );
}

/** The builder on their own listing's page manages it here as on the dashboard. */
function OwnerActions({ software }: { software: Software }) {
  const [, navigate] = useLocation();
  const testersPanel = useTestersPanel();
  return (
    <>
      <OwnerListingActions
        software={software}
        testersPanel={testersPanel}
        onDeleted={() => navigate(clientRoutes.builderDashboard)}
        buttonClassName="w-full"
      />
      <TestersPanel
        panel={testersPanel}
        listingName={software.name}
        className="rounded-lg border bg-muted/40 p-3"
      >
        <SoftwareTesters softwareId={software.id} />
      </TestersPanel>
    </>
  );
}
