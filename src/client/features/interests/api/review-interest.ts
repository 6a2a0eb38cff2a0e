import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { interestPaths } from '@/shared/contracts/interest-paths.ts';
import type { ListingTester, ReviewInterestBody } from '@/shared/contracts/interests.ts';
import { getListingTestersQueryOptions } from './get-listing-testers.ts';

type ReviewInput = ReviewInterestBody & { interestId: string };

/** The owning builder accepts or declines one tester of a listing, with a reason or none. */
async function reviewInterest({ interestId, ...decision }: ReviewInput): Promise<ListingTester> {
  const res = await apiRequest('PATCH', interestPaths.one(interestId), decision);
  return res.json();
}

export function useReviewInterest({ listingId }: { listingId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewInterest,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: getListingTestersQueryOptions(listingId).queryKey,
      }),
  });
}
