import { Skeleton } from '@/client/components/ui/skeleton.tsx';

export function ListingDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading software" className="grid gap-8 lg:grid-cols-3">
      <div className="grid gap-6 lg:col-span-2">
        <Skeleton className="aspect-video w-full rounded-xl" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-40" />
        <div className="grid gap-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      </div>
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}
