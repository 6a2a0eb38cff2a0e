import { BookmarkX } from 'lucide-react';
import { ListingRow } from '@/client/components/listing-row.tsx';
import { ListingRowList } from '@/client/components/listing-row-list.tsx';
import { RemoveListingButton } from '@/client/components/remove-listing-button.tsx';
import { VisitWebsiteLink } from '@/client/components/visit-website-link.tsx';
import { useDeleteSaved } from '@/client/features/saved/api/delete-saved.ts';
import { useSaved } from '@/client/features/saved/api/get-saved.ts';
import { formatDate } from '@/client/lib/format-date.ts';
import { getFullName } from '@/client/lib/user-name.ts';
import type { SavedItem } from '@/shared/contracts/saved.ts';

/** The user's saved software, newest first, each removable after a confirmation. */
export function SavedList() {
  const query = useSaved();
  return (
    <ListingRowList
      query={query}
      loadingLabel="Loading your saved software"
      errorMessage="Failed to load your saved software."
      emptyMessage="You haven't saved any software yet."
      renderRow={(item) => <SavedRow item={item} />}
    />
  );
}

function SavedRow({ item }: { item: SavedItem }) {
  const { software: listing } = item;
  const remove = useDeleteSaved();
  const builderName = getFullName(listing.builder);

  return (
    <ListingRow
      listing={listing}
      details={[
        ...(builderName ? [`by ${builderName}`] : []),
        `Saved ${formatDate(item.createdAt)}`,
      ]}
      actions={
        <>
          <RemoveListingButton
            listingId={listing.id}
            mutation={remove}
            aria-label={`Remove ${listing.name} from saved`}
            title="Remove from saved?"
            description={`${listing.name} will leave your saved software. You can save it again at any time.`}
            confirmLabel="Remove"
            successTitle="Removed from saved"
            errorMessage="Failed to remove saved item"
          >
            <BookmarkX aria-hidden="true" />
            Remove
          </RemoveListingButton>
          {listing.link && <VisitWebsiteLink href={listing.link} className="ml-1" />}
        </>
      }
    />
  );
}
