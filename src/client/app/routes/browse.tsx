import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { PageHeader } from '@/client/components/page-header.tsx';
import { ListingBrowser } from '@/client/features/listings/components/listing-browser.tsx';
import { RecommendedForYou } from '@/client/features/matching/components/recommended-for-you.tsx';
import { SaveToggle } from '@/client/features/saved/components/save-toggle.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';

/** "/" for a signed-in user; signed out, "/" is the landing page. */
export function BrowsePage() {
  useDocumentTitle('Browse');
  return (
    <PageContainer>
      <PageHeader
        title="Discover Beta Software"
        subtitle="Find and test the latest software before it launches"
      />
      {/* Above the filters: what is picked for this tester is not narrowed by them. */}
      <RecommendedForYou />
      <ListingBrowser
        renderSaveControl={(listing, nameId) => (
          <SaveToggle
            listingId={listing.id}
            isSaved={listing.isSaved}
            signedIn
            describedBy={nameId}
          />
        )}
      />
    </PageContainer>
  );
}
