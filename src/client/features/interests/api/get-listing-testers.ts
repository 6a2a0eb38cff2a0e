import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { interestPaths } from '@/shared/contracts/interest-paths.ts';
import type { ListingTester } from '@/shared/contracts/interests.ts';

/** Who joined one listing; only its builder may ask. */
async function getListingTesters(listingId: string): Promise<ListingTester[]> {
  const res = await apiRequest('GET', interestPaths.testersOf(listingId));
  return res.json();
}

export const getListingTestersQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: [interestPaths.testersOf(listingId)],
    queryFn: () => getListingTesters(listingId),
  });

export function useListingTesters(listingId: string) {
  return useQuery(getListingTestersQueryOptions(listingId));
}
