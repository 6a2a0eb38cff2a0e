import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { interestPaths } from '@/shared/contracts/interest-paths.ts';
import type { ListingTester } from '@/shared/contracts/interests.ts';

/** Who joined one listing; only its builder may ask. */
async function getListingTesters(softwareId: string): Promise<ListingTester[]> {
  const res = await apiRequest('GET', interestPaths.testersOf(softwareId));
  return res.json();
}

export const getListingTestersQueryOptions = (softwareId: string) =>
  queryOptions({
    queryKey: [interestPaths.testersOf(softwareId)],
    queryFn: () => getListingTesters(softwareId),
  });

export function useListingTesters(softwareId: string) {
  return useQuery(getListingTestersQueryOptions(softwareId));
}
