import type { SavedItem } from '@shared/contracts/saved.ts';
import { BookmarkX } from 'lucide-react';
import { ListingRow } from '../../../components/listing-row.tsx';
import { ListingRowList } from '../../../components/listing-row-list.tsx';
import { RemoveListingButton } from '../../../components/remove-listing-button.tsx';
import { VisitWebsiteLink } from '../../../components/visit-website-link.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { getFullName } from '../../../lib/user-name.ts';
import { useDeleteSaved } from '../api/delete-saved.ts';
import { useSaved } from '../api/get-saved.ts';

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
  const { software } = item;
  const remove = useDeleteSaved();
  const builderName = getFullName(software.builder);

  return (
    <ListingRow
      software={software}
      details={[
        ...(builderName ? [`by ${builderName}`] : []),
        `Saved ${formatDate(item.createdAt)}`,
      ]}
      actions={
        <>
          <RemoveListingButton
            softwareId={software.id}
            mutation={remove}
            aria-label={`Remove ${software.name} from saved`}
            title="Remove from saved?"
            description={`${software.name} will leave your saved software. You can save it again at any time.`}
            confirmLabel="Remove"
            successTitle="Removed from saved"
            errorMessage="Failed to remove saved item"
          >
            <BookmarkX aria-hidden="true" />
            Remove
          </RemoveListingButton>
          {software.link && <VisitWebsiteLink href={software.link} className="ml-1" />}
        </>
      }
    />
  );
}
