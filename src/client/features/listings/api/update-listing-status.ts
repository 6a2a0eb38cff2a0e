import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import type { ListingStatus } from '@/shared/constants.ts';
import { listingPaths } from '@/shared/contracts/listing-paths.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { getBuilderListingsQueryOptions } from './get-builder-listings.ts';

type UpdateStatusInput = { id: string; status: ListingStatus };

async function updateListingStatus({ id, status }: UpdateStatusInput): Promise<Listing> {
  const res = await apiRequest('PUT', listingPaths.one(id), { status });
  return res.json();
}

/** Closing hides a listing from Browse and reopening brings it back, so both lists refresh. */
export function useUpdateListingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListingStatus,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: getBuilderListingsQueryOptions().queryKey });
      queryClient.invalidateQueries({ queryKey: queryKeys.listings });
    },
  });
}
