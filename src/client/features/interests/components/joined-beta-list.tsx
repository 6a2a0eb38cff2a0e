import type { Interest } from '@shared/contracts/interests.ts';
import { LogOut } from 'lucide-react';
import { ListingRow } from '../../../components/listing-row.tsx';
import { ListingRowList } from '../../../components/listing-row-list.tsx';
import { RemoveListingButton } from '../../../components/remove-listing-button.tsx';
import { VisitWebsiteLink } from '../../../components/visit-website-link.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { getFullName } from '../../../lib/user-name.ts';
import { useDeleteInterest } from '../api/delete-interest.ts';
import { useInterests } from '../api/get-interests.ts';
import { InterestStatusBadge } from './interest-status-badge.tsx';

/** The tester's joined betas, with the builder's verdict on each and a way to leave. */
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
  const { software } = interest;
  const leave = useDeleteInterest();
  const builderName = getFullName(software.builder);

  return (
    <ListingRow
      software={software}
      badges={<InterestStatusBadge status={interest.status} />}
      details={[
        ...(builderName ? [`by ${builderName}`] : []),
        `Joined ${formatDate(interest.createdAt)}`,
      ]}
      actions={
        <>
          <RemoveListingButton
            softwareId={software.id}
            mutation={leave}
            aria-label={`Leave ${software.name}`}
            title="Leave this beta?"
            description={`You will leave the beta test of ${software.name}. You can join again later while it is open.`}
            confirmLabel="Leave beta"
            successTitle="Removed from beta testing"
            errorMessage="Failed to remove interest"
          >
            <LogOut aria-hidden="true" />
            Leave
          </RemoveListingButton>
          {software.link && <VisitWebsiteLink href={software.link} className="ml-1" />}
        </>
      }
    />
  );
}
