import type { InterestStatus } from '@shared/constants.ts';
import { interestPaths, type SoftwareTester } from '@shared/contracts/interests.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { getSoftwareTestersQueryOptions } from './get-software-testers.ts';

type ReviewInput = { interestId: string; status: InterestStatus };

/** The owning builder accepts or declines one tester of a listing. */
export async function reviewInterest({ interestId, status }: ReviewInput): Promise<SoftwareTester> {
  const res = await apiRequest('PATCH', interestPaths.one(interestId), { status });
  return res.json();
}

export function useReviewInterest({ softwareId }: { softwareId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewInterest,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: getSoftwareTestersQueryOptions(softwareId).queryKey,
      }),
  });
}
