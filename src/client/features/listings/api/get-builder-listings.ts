import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import { listingPaths } from '@/shared/contracts/listing-paths.ts';
import type { Listing } from '@/shared/contracts/listings.ts';

/** The signed-in builder's own listings, every status, newest first. */
async function getBuilderListings(): Promise<Listing[]> {
  const res = await apiRequest('GET', listingPaths.builderList);
  return res.json();
}

export const getBuilderListingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.builderListings, queryFn: getBuilderListings });

export function useBuilderListings() {
  return useQuery(getBuilderListingsQueryOptions());
}
