import { interestPaths } from '@shared/contracts/interests.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getInterestsQueryOptions } from './get-interests.ts';

export async function deleteInterest(softwareId: string): Promise<void> {
  await apiRequest('DELETE', interestPaths.bySoftware(softwareId));
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
