import { MessageTesterButton } from '@/client/features/chat/components/message-tester-button.tsx';
import { ListingTesters } from '@/client/features/interests/components/listing-testers.tsx';
import type { Listing } from '@/shared/contracts/listings.ts';

/**
 * A listing's testers as its builder manages them, on the dashboard and on the listing's page:
 * the interests feature's list, with the chat feature's way to message each tester.
 */
export function BuilderListingTesters({ listing }: { listing: Listing }) {
  return (
    <ListingTesters
      listingId={listing.id}
      questions={listing.screeningQuestions}
      testerLimit={listing.testerLimit}
      matchesDevices={listing.platforms.length > 0}
      renderTesterActions={(tester, describedBy) => (
        <MessageTesterButton
          builderId={listing.builderId}
          testerId={tester.tester.id}
          listingId={listing.id}
          describedBy={describedBy}
        />
      )}
    />
  );
}
