import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import { listingPaths } from '@/shared/contracts/listing-paths.ts';
import type { Listing, UpdateListingBody } from '@/shared/contracts/listings.ts';
import { getBuilderListingsQueryOptions } from './get-builder-listings.ts';

type UpdateListingInput = { id: string; body: UpdateListingBody };

async function updateListing({ id, body }: UpdateListingInput): Promise<Listing> {
  const res = await apiRequest('PATCH', listingPaths.one(id), body);
  return res.json();
}

/**
 * The listing's page shows the answer at once; Browse, the dashboard and saved lists read again,
 * since a new name or category may move it.
 */
export function useUpdateListing({ onSuccess }: { onSuccess: (listing: Listing) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListing,
    onSuccess: (listing) => {
      queryClient.setQueryData(queryKeys.listing(listing.id), listing);
      queryClient.invalidateQueries({ queryKey: queryKeys.listings });
      queryClient.invalidateQueries({ queryKey: getBuilderListingsQueryOptions().queryKey });
      queryClient.invalidateQueries({ queryKey: queryKeys.saved });
      onSuccess(listing);
    },
  });
}
