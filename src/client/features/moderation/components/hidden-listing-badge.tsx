import { EyeOff } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge.tsx';
import { useMyHiddenListings } from '@/client/features/moderation/api/get-my-hidden-listings.ts';

/** "Hidden" on the builder's own row of a hidden listing; every row shares one read. */
export function HiddenListingBadge({ listingId }: { listingId: string }) {
  const { data } = useMyHiddenListings();
  if (!data?.some((hide) => hide.listingId === listingId)) return null;
  return (
    <Badge variant="outline" className="border-destructive/50 text-destructive">
      <EyeOff className="size-3" aria-hidden="true" />
      Hidden
    </Badge>
  );
}
