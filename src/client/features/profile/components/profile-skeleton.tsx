import { Card, CardContent, CardHeader } from '@/client/components/ui/card.tsx';
import { Skeleton } from '@/client/components/ui/skeleton.tsx';

const FIELD_ROWS = 6;

export function ProfileSkeleton() {
  return (
    <Card role="status" aria-label="Loading profile">
      <CardHeader>
        <Skeleton className="h-7 w-56" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </CardHeader>
      <CardContent className="grid gap-6">
        {Array.from({ length: FIELD_ROWS }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders that never reorder
          <div key={row} className="grid gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
        <Skeleton className="h-10 w-24" />
      </CardContent>
    </Card>
  );
}
