import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import { savedPaths } from '@/shared/contracts/saved-paths.ts';
import { getSavedQueryOptions } from './get-saved.ts';

async function deleteSaved(listingId: string): Promise<void> {
  await apiRequest('DELETE', savedPaths.byListing(listingId));
}

/** `isSaved` is part of every listing read, so they all refresh along with the saved list. */
export function useDeleteSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSaved,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: getSavedQueryOptions().queryKey });
      queryClient.invalidateQueries({ queryKey: queryKeys.listings });
    },
  });
}
