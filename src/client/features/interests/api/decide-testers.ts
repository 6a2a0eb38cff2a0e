import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { interestPaths } from '@/shared/contracts/interest-paths.ts';
import type { BulkDecisionBody, ListingTester } from '@/shared/contracts/interests.ts';
import { getListingTestersQueryOptions } from './get-listing-testers.ts';

/** One decision for several of a listing's testers: the server makes it for all or for none. */
async function decideTesters(listingId: string, body: BulkDecisionBody): Promise<ListingTester[]> {
  const res = await apiRequest('POST', interestPaths.decisionsOf(listingId), body);
  return res.json();
}

export function useDecideTesters({ listingId }: { listingId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkDecisionBody) => decideTesters(listingId, body),
    // Everyone's standing may have moved: a freed place goes to the first in line.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: getListingTestersQueryOptions(listingId).queryKey,
      }),
  });
}
