import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ListingRowList } from '@/client/components/listing-row-list.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { useBuilderListings } from '@/client/features/listings/api/get-builder-listings.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { BuilderListingRow } from './builder-listing-row.tsx';

type BuilderListingListProps = {
  renderTesters: (listing: Listing) => ReactNode;
  /** More badges beside the status, from other features (moderation's "Hidden"). */
  renderBadges?: (listing: Listing) => ReactNode;
};

/** The builder's own listings, Open and Closed, newest first. */
export function BuilderListingList({ renderTesters, renderBadges }: BuilderListingListProps) {
  const query = useBuilderListings();
  return (
    <ListingRowList
      query={query}
      loadingLabel="Loading your software"
      errorMessage="Failed to load your software."
      emptyMessage="You haven't posted any software yet."
      emptyAction={
        <Button asChild>
          <Link href={clientRoutes.postListing}>Post Your First Software</Link>
        </Button>
      }
      renderRow={(listing) => (
        <BuilderListingRow
          listing={listing}
          renderTesters={renderTesters}
          badges={renderBadges?.(listing)}
        />
      )}
    />
  );
}
