import type { Listing } from '@/shared/contracts/listings.ts';
import { formatCount, plural } from '@/shared/plural.ts';

/**
 * "4 of 20 places left", or "Waitlist open" when none is; null when the beta has no limit, or is
 * closed and takes no one.
 */
export function placesText({
  testerLimit,
  placesLeft,
  status,
}: Pick<Listing, 'testerLimit' | 'placesLeft' | 'status'>): string | null {
  if (testerLimit === null || placesLeft === null || status === 'Closed') return null;
  if (placesLeft <= 0) return 'Waitlist open';
  const limit = formatCount(testerLimit);
  return `${formatCount(placesLeft)} of ${limit} ${plural(testerLimit, 'place', 'places')} left`;
}
