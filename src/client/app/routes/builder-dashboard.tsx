import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { BuilderAccessDenied } from '@/client/app/layout/builder-access-denied.tsx';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { BuilderListingTesters } from '@/client/app/routes/builder-listing-testers.tsx';
import { PageHeader } from '@/client/components/page-header.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { BuilderListingList } from '@/client/features/listings/components/builder-listing-list.tsx';
import { HiddenListingBadge } from '@/client/features/moderation/components/hidden-listing-badge.tsx';
import { RatingsToGive } from '@/client/features/reputation/components/ratings-to-give.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { clientRoutes } from '@/shared/routes.ts';

export function BuilderDashboardPage({ user }: { user: User }) {
  useDocumentTitle('Builder Dashboard');
  if (user.role !== 'Builder') {
    return (
      <BuilderAccessDenied message="Only builders can access this dashboard. Choose the Builder role in your profile to post software." />
    );
  }
  return (
    <PageContainer>
      <PageHeader
        title="Builder Dashboard"
        subtitle="Manage your software listings and their testers"
        actions={
          <Button asChild>
            <Link href={clientRoutes.postListing}>
              <Plus aria-hidden="true" />
              Post Software
            </Link>
          </Button>
        }
      />
      <RatingsToGive />
      <BuilderListingList
        renderTesters={(listing) => <BuilderListingTesters listing={listing} />}
        renderBadges={(listing) => <HiddenListingBadge listingId={listing.id} />}
      />
    </PageContainer>
  );
}
