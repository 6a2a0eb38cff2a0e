import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { ErrorAlert } from './ui/alert.tsx';
import { Skeleton } from './ui/skeleton.tsx';

const SKELETON_ROWS = 3;

type ListingRowListProps<Item> = {
  query: UseQueryResult<Item[]>;
  loadingLabel: string;
  errorMessage: string;
  emptyMessage: string;
  /** A way forward from an empty list, e.g. posting the first listing. */
  emptyAction?: ReactNode;
  /** One ListingRow for the item. */
  renderRow: (item: Item) => ReactNode;
};

/** One of the user's own lists of listings (joined, saved, posted), while it loads and after. */
export function ListingRowList<Item extends { id: string }>({
  query,
  loadingLabel,
  errorMessage,
  emptyMessage,
  emptyAction,
  renderRow,
}: ListingRowListProps<Item>) {
  if (query.isPending) return <ListingRowsSkeleton label={loadingLabel} />;
  if (query.isError) return <ErrorAlert>{errorMessage}</ErrorAlert>;
  if (query.data.length === 0) return <EmptyState action={emptyAction}>{emptyMessage}</EmptyState>;

  return (
    <ul className="grid gap-4">
      {query.data.map((item) => (
        <li key={item.id}>{renderRow(item)}</li>
      ))}
    </ul>
  );
}

/** Placeholders shaped like ListingRow. */
function ListingRowsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4">
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders that never reorder
        <div key={row} className="flex flex-col gap-4 rounded-xl border p-5 sm:flex-row">
          <Skeleton className="aspect-video w-full rounded-lg sm:w-44" />
          <div className="grid flex-1 content-start gap-3">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-9 w-40" />
          </div>
        </div>
      ))}
    </div>
  );
}
