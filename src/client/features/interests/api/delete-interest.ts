import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import { interestPaths } from '@/shared/contracts/interest-paths.ts';
import { getInterestsQueryOptions } from './get-interests.ts';

async function deleteInterest(listingId: string): Promise<void> {
  await apiRequest('DELETE', interestPaths.byListing(listingId));
}

/** Leaving changes the listing's tester count and `hasInterest`, so listing reads refresh. */
export function useDeleteInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInterest,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: getInterestsQueryOptions().queryKey });
      queryClient.invalidateQueries({ queryKey: queryKeys.listings });
    },
  });
}
