import type { SavedItem } from '@shared/contracts/saved.ts';
import { BookmarkX } from 'lucide-react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListingRow } from '../../../components/listing-row.tsx';
import { ListingRowsSkeleton } from '../../../components/listing-rows-skeleton.tsx';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { VisitWebsiteLink } from '../../../components/visit-website-link.tsx';
import { useToast } from '../../../hooks/use-toast.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { handleMutationError } from '../../../lib/handle-mutation-error.ts';
import { getFullName } from '../../../lib/user-name.ts';
import { useDeleteSaved } from '../api/delete-saved.ts';
import { useSaved } from '../api/get-saved.ts';

/** The user's saved software, newest first, each removable after a confirmation. */
export function SavedList() {
  const query = useSaved();

  if (query.isPending) return <ListingRowsSkeleton label="Loading your saved software" />;
  if (query.isError) return <ErrorAlert>Failed to load your saved software.</ErrorAlert>;
  if (query.data.length === 0) return <EmptyState>You haven't saved any software yet.</EmptyState>;

  return (
    <ul className="grid gap-4">
      {query.data.map((item) => (
        <li key={item.id}>
          <SavedRow item={item} />
        </li>
      ))}
    </ul>
  );
}

function SavedRow({ item }: { item: SavedItem }) {
  const { software } = item;
  const { toast } = useToast();
  const remove = useDeleteSaved();
  const builderName = getFullName(software.builder);

  const onRemove = () =>
    remove.mutate(software.id, {
      onSuccess: () => toast({ title: 'Removed from saved' }),
      onError: (error) => handleMutationError(toast, error, 'Failed to remove saved item'),
    });

  return (
    <ListingRow
      software={software}
      details={[
        ...(builderName ? [`by ${builderName}`] : []),
        `Saved ${formatDate(item.createdAt)}`,
      ]}
      actions={
        <>
          <ConfirmDialog
            trigger={
              <Button
                size="sm"
                variant="outline"
                className="text-destructive"
                aria-label={`Remove ${software.name} from saved`}
                disabled={remove.isPending}
              >
                <BookmarkX aria-hidden="true" />
                Remove
              </Button>
            }
            title="Remove from saved?"
            description={`${software.name} will leave your saved software. This cannot be undone.`}
            confirmLabel="Remove"
            onConfirm={onRemove}
          />
          {software.link && <VisitWebsiteLink href={software.link} className="ml-1" />}
        </>
      }
    />
  );
}
