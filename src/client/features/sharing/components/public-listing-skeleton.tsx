import { Skeleton } from '@/client/components/ui/skeleton.tsx';

export function PublicListingSkeleton() {
  return (
    <div role="status" aria-label="Loading software" className="grid gap-8 lg:grid-cols-3">
      <div className="grid gap-4 lg:col-span-2">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-4 w-36" />
        <Skeleton className="mt-2 aspect-video w-full rounded-xl" />
        <div className="grid gap-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      </div>
      <div className="grid content-start gap-6">
        <Skeleton className="h-48 w-full rounded-xl" />
        <Skeleton className="h-32 w-full rounded-xl" />
      </div>
    </div>
  );
}
