import type { ReactNode } from 'react';
import { ListingRow } from '@/client/components/listing-row.tsx';
import { formatDate } from '@/client/lib/format-date.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { countOf } from '@/shared/plural.ts';
import { ListingStatusBadge } from './listing-status-badge.tsx';
import { OwnerListingActions } from './owner-listing-actions.tsx';
import { TestersPanel, useTestersPanel } from './testers-panel.tsx';

type BuilderListingRowProps = {
  listing: Listing;
  /** The testers panel, from the interests feature; rendered only while open. */
  renderTesters: (listing: Listing) => ReactNode;
  /** Badges from other features, beside the status. */
  badges?: ReactNode;
};

export function BuilderListingRow({ listing, renderTesters, badges }: BuilderListingRowProps) {
  const testersPanel = useTestersPanel();

  return (
    <ListingRow
      listing={listing}
      badges={
        <>
          <ListingStatusBadge status={listing.status} />
          {badges}
        </>
      }
      details={[
        countOf(listing.testerCount, 'tester', 'testers'),
        `Posted ${formatDate(listing.createdAt)}`,
      ]}
      actions={<OwnerListingActions listing={listing} testersPanel={testersPanel} />}
    >
      <TestersPanel
        panel={testersPanel}
        listingName={listing.name}
        className="border-t bg-muted/40 p-4 sm:p-5"
      >
        {renderTesters(listing)}
      </TestersPanel>
    </ListingRow>
  );
}
