import { Skeleton } from '@/client/components/ui/skeleton.tsx';

/** The shape of a card while the first page loads. */
export function ListingCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <Skeleton className="aspect-video rounded-none" />
      <div className="grid gap-3 p-5">
        <div className="flex justify-between gap-3">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-5 w-14 rounded-full" />
        </div>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
        <div className="mt-2 flex justify-between">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-9 w-32" />
        </div>
      </div>
    </div>
  );
}
