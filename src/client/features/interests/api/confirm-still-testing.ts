import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { interestPaths } from '@/shared/contracts/interest-paths.ts';
import { getInterestsQueryOptions } from './get-interests.ts';

/** An Accepted tester says "I'm still testing", which keeps their place (204). */
async function confirmStillTesting(listingId: string): Promise<void> {
  await apiRequest('POST', interestPaths.activity(listingId));
}

/** A reminded tester's release date goes away: their signups are read again. */
export function useConfirmStillTesting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmStillTesting,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getInterestsQueryOptions().queryKey }),
  });
}
