import { LogOut } from 'lucide-react';
import { ListingRow } from '@/client/components/listing-row.tsx';
import { ListingRowList } from '@/client/components/listing-row-list.tsx';
import { RemoveListingButton } from '@/client/components/remove-listing-button.tsx';
import { VisitWebsiteLink } from '@/client/components/visit-website-link.tsx';
import { useDeleteInterest } from '@/client/features/interests/api/delete-interest.ts';
import { useInterests } from '@/client/features/interests/api/get-interests.ts';
import { formatDate } from '@/client/lib/format-date.ts';
import { getFullName } from '@/client/lib/user-name.ts';
import type { Interest } from '@/shared/contracts/interests.ts';
import { InterestStatusBadge } from './interest-status-badge.tsx';
import { StandingNote } from './standing-note.tsx';

/**
 * The tester's joined betas, with the builder's verdict on each (and its reason), the place in
 * line of each waitlisted one, and a way to leave.
 */
export function JoinedBetaList() {
  const query = useInterests();
  return (
    <ListingRowList
      query={query}
      loadingLabel="Loading your betas"
      errorMessage="Failed to load the betas you joined."
      emptyMessage="You haven't joined any betas yet."
      renderRow={(interest) => <JoinedBetaRow interest={interest} />}
    />
  );
}

function JoinedBetaRow({ interest }: { interest: Interest }) {
  const { software: listing } = interest;
  const leave = useDeleteInterest();
  const builderName = getFullName(listing.builder);

  return (
    <ListingRow
      listing={listing}
      badges={<InterestStatusBadge status={interest.status} />}
      details={[
        ...(builderName ? [`by ${builderName}`] : []),
        `Joined ${formatDate(interest.createdAt)}`,
      ]}
      actions={
        <>
          <RemoveListingButton
            listingId={listing.id}
            mutation={leave}
            aria-label={`Leave ${listing.name}`}
            title="Leave this beta?"
            description={`You will leave the beta test of ${listing.name}. ${
              interest.status === 'Declined'
                ? 'The builder declined you, so you cannot join it again.'
                : 'You can join again later while it is open.'
            }`}
            confirmLabel="Leave beta"
            successTitle="Removed from beta testing"
            errorMessage="Failed to remove interest"
          >
            <LogOut aria-hidden="true" />
            Leave
          </RemoveListingButton>
          {listing.link && <VisitWebsiteLink href={listing.link} className="ml-1" />}
        </>
      }
    >
      <StandingNote interest={interest} shownIn="list" className="border-t px-4 py-3 sm:px-5" />
    </ListingRow>
  );
}
