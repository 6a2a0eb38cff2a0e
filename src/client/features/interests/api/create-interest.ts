import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import { interestPaths } from '@/shared/contracts/interest-paths.ts';
import type { CreateInterestInput, Interest } from '@/shared/contracts/interests.ts';
import { getInterestsQueryOptions } from './get-interests.ts';

/**
 * Joins a beta with the answers to its questions: a closed listing answers 409, a missing or
 * wrong answer 400 with `errors['answers.<id>']`; past the limit the signup is Waitlisted.
 */
async function createInterest(input: CreateInterestInput): Promise<Interest> {
  const res = await apiRequest('POST', interestPaths.list, input);
  return res.json();
}

/** Joining changes the listing's tester count, places and `hasInterest`: listing reads refresh. */
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
