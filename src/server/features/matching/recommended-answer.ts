import {
  type ListingReadContext,
  readListingJson,
} from '@/server/features/listings/browse/listing-reads.ts';
import { AppError } from '@/server/lib/app-error.ts';
import type { Recommendation } from './recommended.service.ts';

/**
 * The recommendations as JSON in the contract's shape, each listing as the tester sees it
 * anywhere, from the listing cache. One hidden between the two reads is left out.
 */
export async function recommendationsJson(
  reads: ListingReadContext,
  testerId: string,
  recommendations: readonly Recommendation[],
): Promise<string> {
  const items = await Promise.all(
    recommendations.map(async ({ listingId, matchingDevices }) => {
      try {
        const listing = await readListingJson(reads, listingId, testerId);
        return `{"listing":${listing},"matchingDevices":${JSON.stringify(matchingDevices)}}`;
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 404) return null;
        throw err;
      }
    }),
  );
  return `[${items.filter((item) => item !== null).join(',')}]`;
}
