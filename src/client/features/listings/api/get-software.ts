import { listingPaths, type Software } from '@shared/contracts/listings.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Any status: a closed listing still has a page, with a "Closed" badge. */
export async function getSoftware(id: string): Promise<Software> {
  const res = await apiRequest('GET', listingPaths.one(id));
  return res.json();
}

export const getSoftwareQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.listing(id), queryFn: () => getSoftware(id) });

export function useSoftware(id: string) {
  return useQuery(getSoftwareQueryOptions(id));
}
