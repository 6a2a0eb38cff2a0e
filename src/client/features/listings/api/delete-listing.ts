import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import { listingPaths } from '@/shared/contracts/listing-paths.ts';
import { getBuilderListingsQueryOptions } from './get-builder-listings.ts';

async function deleteListing(id: string): Promise<void> {
  await apiRequest('DELETE', listingPaths.one(id));
}

/**
 * The listing leaves the dashboard and Browse; its sign-ups and saves go with it on the server,
 * so the lists of joined and saved software are stale too.
 */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: () => {
      for (const queryKey of [
        getBuilderListingsQueryOptions().queryKey,
        queryKeys.listings,
        queryKeys.interests,
        queryKeys.saved,
      ]) {
        queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
