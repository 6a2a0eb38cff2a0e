import { Check } from 'lucide-react';
import { Button } from '@/client/components/ui/button.tsx';
import { useInterests } from '@/client/features/interests/api/get-interests.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { JoinBetaButton } from './join-beta-button.tsx';
import { StandingNote } from './standing-note.tsx';
import { StillTestingButton } from './still-testing-button.tsx';

/**
 * A joined tester's side of the listing page: "Already Joined" with where they stand. A declined
 * tester is told so, not shown a ticked "Already Joined"; one whose place was released may join
 * again, at the end of the line.
 */
export function JoinedBetaActions({ listing }: { listing: Listing }) {
  const { data } = useInterests();
  const interest = data?.find((candidate) => candidate.softwareId === listing.id);
  if (interest?.status === 'Released') {
    return (
      <>
        <StandingNote interest={interest} shownIn="page" />
        <JoinBetaButton listing={listing} />
      </>
    );
  }
  if (interest?.status === 'Declined') return <StandingNote interest={interest} shownIn="page" />;
  return (
    <>
      <Button className="w-full" disabled>
        <Check aria-hidden="true" />
        Already Joined
      </Button>
      {interest && <StandingNote interest={interest} shownIn="page" />}
      {interest?.status === 'Accepted' && <StillTestingButton listingId={listing.id} />}
    </>
  );
}
