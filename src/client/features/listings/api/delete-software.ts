import { listingPaths } from '@shared/contracts/listings.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getBuilderSoftwareQueryOptions } from './get-builder-software.ts';

export async function deleteSoftware(id: string): Promise<void> {
  await apiRequest('DELETE', listingPaths.one(id));
}

/**
 * The listing leaves the dashboard and Browse; its sign-ups and saves go with it on the server,
 * so the lists of joined and saved software are stale too.
 */
export function useDeleteSoftware() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSoftware,
    onSuccess: () => {
      for (const queryKey of [
        getBuilderSoftwareQueryOptions().queryKey,
        queryKeys.listings,
        queryKeys.interests,
        queryKeys.saved,
      ]) {
        queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
