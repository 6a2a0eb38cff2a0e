import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import type { SavedItem } from '@/shared/contracts/saved.ts';
import { savedPaths } from '@/shared/contracts/saved-paths.ts';
import { getSavedQueryOptions } from './get-saved.ts';

async function createSaved(listingId: string): Promise<SavedItem> {
  const res = await apiRequest('POST', savedPaths.list, { softwareId: listingId });
  return res.json();
}

/** `isSaved` is part of every listing read, so they all refresh along with the saved list. */
export function useCreateSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSaved,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: getSavedQueryOptions().queryKey });
      queryClient.invalidateQueries({ queryKey: queryKeys.listings });
    },
  });
}
