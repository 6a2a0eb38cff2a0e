import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { PublicListing } from '@/shared/contracts/sharing.ts';
import { sharingPaths } from '@/shared/contracts/sharing-paths.ts';

/** No sign-in needed; closed listings are shareable too. A missing id answers 404. */
async function getPublicListing(id: string): Promise<PublicListing> {
  const res = await apiRequest('GET', sharingPaths.publicListing(id));
  return res.json();
}

export const getPublicListingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [sharingPaths.publicListing(id)],
    queryFn: () => getPublicListing(id),
  });

export function usePublicListing(id: string) {
  return useQuery(getPublicListingQueryOptions(id));
}
