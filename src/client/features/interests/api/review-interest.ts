import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { InterestStatus } from '@/shared/constants.ts';
import { interestPaths, type ListingTester } from '@/shared/contracts/interests.ts';
import { getListingTestersQueryOptions } from './get-listing-testers.ts';

type ReviewInput = { interestId: string; status: InterestStatus };

/** The owning builder accepts or declines one tester of a listing. */
export async function reviewInterest({ interestId, status }: ReviewInput): Promise<ListingTester> {
  const res = await apiRequest('PATCH', interestPaths.one(interestId), { status });
  return res.json();
}

export function useReviewInterest({ softwareId }: { softwareId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewInterest,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: getListingTestersQueryOptions(softwareId).queryKey,
      }),
  });
}
