import { Hourglass, Ticket } from 'lucide-react';
import { placesText } from '@/client/features/listings/utils/places-text.ts';
import { cn } from '@/client/lib/utils.ts';
import type { Listing } from '@/shared/contracts/listings.ts';

type PlacesLeftProps = {
  listing: Pick<Listing, 'testerLimit' | 'placesLeft' | 'status'>;
  className?: string;
};

/** How many testers a limited beta still takes; nothing for a beta without a limit. */
export function PlacesLeft({ listing, className }: PlacesLeftProps) {
  const text = placesText(listing);
  if (!text) return null;
  const Icon = listing.placesLeft === 0 ? Hourglass : Ticket;
  return (
    <span className={cn('flex items-center gap-1.5', className)}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {text}
    </span>
  );
}
