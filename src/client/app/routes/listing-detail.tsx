import type { ReactNode } from 'react';
import { useLocation, useParams } from 'wouter';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { lazyScreen } from '@/client/app/lazy-screen.ts';
import { BuilderListingTesters } from '@/client/app/routes/builder-listing-testers.tsx';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { SignInButton } from '@/client/components/sign-in-button.tsx';
import { AcceptedTermsNote } from '@/client/features/agreements/components/accepted-terms-note.tsx';
import { useUser } from '@/client/features/auth/api/get-user.ts';
import { MessageBuilderButton } from '@/client/features/chat/components/message-builder-button.tsx';
import { DeviceFitWarning } from '@/client/features/devices/components/device-fit-warning.tsx';
import { FeedbackStatsPanel } from '@/client/features/feedback/components/feedback-stats-panel.tsx';
import { ReportFeedbackButton } from '@/client/features/feedback/components/report-feedback-button.tsx';
import { useInterests } from '@/client/features/interests/api/get-interests.ts';
import { JoinBetaButton } from '@/client/features/interests/components/join-beta-button.tsx';
import { JoinedBetaActions } from '@/client/features/interests/components/joined-beta-actions.tsx';
import { useListing } from '@/client/features/listings/api/get-listing.ts';
import { ListingDetail } from '@/client/features/listings/components/listing-detail.tsx';
import { ListingDetailSkeleton } from '@/client/features/listings/components/listing-detail-skeleton.tsx';
import { ListingNotFound } from '@/client/features/listings/components/listing-not-found.tsx';
import { OwnerListingActions } from '@/client/features/listings/components/owner-listing-actions.tsx';
import {
  TestersPanel,
  useTestersPanel,
} from '@/client/features/listings/components/testers-panel.tsx';
import { listingPageName } from '@/client/features/listings/utils/listing-page-name.ts';
import { HiddenListingBanner } from '@/client/features/moderation/components/hidden-listing-banner.tsx';
import { ReportButton } from '@/client/features/moderation/components/report-button.tsx';
import { SaveToggle } from '@/client/features/saved/components/save-toggle.tsx';
import { ShareActions } from '@/client/features/sharing/components/share-actions.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import { useFocusHandOff } from '@/client/hooks/use-focus-hand-off.ts';
import { isMissingError } from '@/client/lib/errors.ts';
import type { User } from '@/shared/contracts/auth.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { clientRoutes } from '@/shared/routes.ts';

// The report form checks its input with zod: it loads when a tester opens it, not with the page.
const ReportFeedbackForm = lazyScreen(
  () => import('@/client/app/routes/report-feedback-form.tsx'),
  'ReportFeedbackForm',
);

/** Open to everyone; acting on a listing needs sign-in. */
export function ListingDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useUser();
  const query = useListing(id);
  useDocumentTitle(listingPageName(query));

  let body: ReactNode;
  if (query.isPending) {
    body = <ListingDetailSkeleton />;
  } else if (query.isError) {
    body = isMissingError(query.error) ? (
      <ListingNotFound />
    ) : (
      <RetryAlert onRetry={() => query.refetch()}>Failed to load this software.</RetryAlert>
    );
  } else {
    const isBuilder = user?.id === query.data.builderId;
    body = (
      <ListingDetail
        listing={query.data}
        notice={isBuilder && <HiddenListingBanner listingId={query.data.id} />}
        actions={
          <>
            <DetailActions user={user} listing={query.data} />
            <FeedbackStatsPanel listingId={query.data.id} />
          </>
        }
      />
    );
  }
  return <PageContainer>{body}</PageContainer>;
}

/**
 * The side column: sign-up for visitors; join (or where they stand, once joined) and message for
 * testers; save and share for every signed-in user.
 */
function DetailActions({ user, listing }: { user: User | null; listing: Listing }) {
  // After "I'll Test This" the button gives way to the joined tester's actions.
  const focusHandOff = useFocusHandOff<HTMLDivElement>(listing.hasInterest);
  if (!user) {
    return (
      <div className="grid gap-3">
        <p className="text-muted-foreground text-sm">Create a free account to sign up.</p>
        <SignInButton returnTo={clientRoutes.listing(listing.id)} signUp className="w-full">
          Join Free
        </SignInButton>
      </div>
    );
  }
  return (
    <div className="grid gap-3" {...focusHandOff}>
      {user.id === listing.builderId && <OwnerActions listing={listing} />}
      {/* A builder who switched to Tester still owns their listings: the server refuses the join. */}
      {user.role === 'Tester' &&
        user.id !== listing.builderId &&
        (listing.hasInterest ? (
          <>
            <JoinedBetaActions listing={listing} />
            <AcceptedTermsNote listingId={listing.id} />
            <AcceptedTesterFeedback listingId={listing.id} />
            <MessageBuilderButton
              builderId={listing.builderId}
              testerId={user.id}
              listingId={listing.id}
            />
          </>
        ) : (
          <>
            <DeviceFitWarning needs={listing} />
            <JoinBetaButton listing={listing} />
          </>
        ))}
      <SaveToggle
        listingId={listing.id}
        isSaved={listing.isSaved}
        signedIn
        saveLabel="Save for Later"
        size="default"
        className="w-full"
      />
      <ShareActions listingId={listing.id} name={listing.name} />
      {/* Admins act in the moderation queue; nobody reports their own listing. */}
      {user.role !== 'Admin' && user.id !== listing.builderId && (
        <ReportButton targetType="listing" targetId={listing.id} targetLabel={listing.name} />
      )}
    </div>
  );
}

/** Only an Accepted tester reports feedback; the server says the same. */
function AcceptedTesterFeedback({ listingId }: { listingId: string }) {
  const { data } = useInterests();
  const interest = data?.find((candidate) => candidate.softwareId === listingId);
  if (interest?.status !== 'Accepted') return null;
  return <ReportFeedbackButton listingId={listingId} Form={ReportFeedbackForm} />;
}

/** The builder on their own listing's page manages it here as on the dashboard. */
function OwnerActions({ listing }: { listing: Listing }) {
  const [, navigate] = useLocation();
  const testersPanel = useTestersPanel();
  return (
    <>
      <OwnerListingActions
        listing={listing}
        testersPanel={testersPanel}
        onDeleted={() => navigate(clientRoutes.builderDashboard)}
        buttonClassName="w-full"
      />
      <TestersPanel
        panel={testersPanel}
        listingName={listing.name}
        className="rounded-lg border bg-muted/40 p-3"
      >
        <BuilderListingTesters listing={listing} />
      </TestersPanel>
    </>
  );
}
