import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import { listingPaths } from '@/shared/contracts/listing-paths.ts';
import type { Listing } from '@/shared/contracts/listings.ts';

/** Any status: a closed listing still has a page, with a "Closed" badge. */
async function getListing(id: string): Promise<Listing> {
  const res = await apiRequest('GET', listingPaths.one(id));
  return res.json();
}

export const getListingQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.listing(id), queryFn: () => getListing(id) });

export function useListing(id: string) {
  return useQuery(getListingQueryOptions(id));
}
