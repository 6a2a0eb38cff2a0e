import { Skeleton } from './ui/skeleton.tsx';

const ROWS = 3;

/** A list of listing rows while it loads. */
export function ListingRowsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4">
      {Array.from({ length: ROWS }, (_, row) => (
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
