import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { CreateFeedbackBody, FeedbackDetail } from '@/shared/contracts/feedback.ts';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';
import { feedbackReportKey, myFeedbackKey } from './get-feedback.ts';

async function createFeedback(
  softwareId: string,
  body: CreateFeedbackBody,
): Promise<FeedbackDetail> {
  const res = await apiRequest('POST', feedbackPaths.ofListing(softwareId), body);
  return res.json();
}

export function useCreateFeedback(softwareId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFeedbackBody) => createFeedback(softwareId, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(feedbackReportKey(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: myFeedbackKey });
    },
  });
}
