import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { CreateFeedbackBody, FeedbackDetail } from '@/shared/contracts/feedback.ts';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';
import { feedbackReportKey, myFeedbackKey } from './get-feedback.ts';

async function createFeedback(
  listingId: string,
  body: CreateFeedbackBody,
): Promise<FeedbackDetail> {
  const res = await apiRequest('POST', feedbackPaths.ofListing(listingId), body);
  return res.json();
}

export function useCreateFeedback(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFeedbackBody) => createFeedback(listingId, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(feedbackReportKey(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: myFeedbackKey });
    },
  });
}
