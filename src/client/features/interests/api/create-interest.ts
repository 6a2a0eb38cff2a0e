import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import { type Interest, interestPaths } from '@/shared/contracts/interests.ts';
import { getInterestsQueryOptions } from './get-interests.ts';

/** Joins a beta; a closed listing answers 409 with the reason. */
export async function createInterest(softwareId: string): Promise<Interest> {
  const res = await apiRequest('POST', interestPaths.list, { softwareId });
  return res.json();
}

/** Joining changes the listing's tester count and `hasInterest`, so listing reads refresh. */
export function useCreateInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInterest,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: getInterestsQueryOptions().queryKey });
      queryClient.invalidateQueries({ queryKey: queryKeys.listings });
    },
  });
}
