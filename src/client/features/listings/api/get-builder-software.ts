import { listingPaths, type Software } from '@shared/contracts/listings.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The signed-in builder's own listings, every status, newest first. */
export async function getBuilderSoftware(): Promise<Software[]> {
  const res = await apiRequest('GET', listingPaths.builderList);
  return res.json();
}

export const getBuilderSoftwareQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.builderListings, queryFn: getBuilderSoftware });

export function useBuilderSoftware() {
  return useQuery(getBuilderSoftwareQueryOptions());
}
