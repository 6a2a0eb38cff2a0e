import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import { listingPaths } from '@/shared/contracts/listing-paths.ts';
import type { CreateListingBody, Listing } from '@/shared/contracts/listings.ts';
import { getBuilderListingsQueryOptions } from './get-builder-listings.ts';

async function createListing(body: CreateListingBody): Promise<Listing> {
  const res = await apiRequest('POST', listingPaths.list, body);
  return res.json();
}

/** A new listing shows on Browse and on the builder's dashboard. */
export function useCreateListing({ onSuccess }: { onSuccess: (listing: Listing) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: (listing) => {
      queryClient.invalidateQueries({ queryKey: queryKeys.listings });
      queryClient.invalidateQueries({ queryKey: getBuilderListingsQueryOptions().queryKey });
      onSuccess(listing);
    },
  });
}
