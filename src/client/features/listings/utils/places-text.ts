import type { Listing } from '@/shared/contracts/listings.ts';
import { plural } from '@/shared/plural.ts';

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
  const limit = testerLimit.toLocaleString('en-US');
  return `${placesLeft.toLocaleString('en-US')} of ${limit} ${plural(testerLimit, 'place', 'places')} left`;
}
