import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { FeedbackDetail, UpdateFeedbackBody } from '@/shared/contracts/feedback.ts';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';
import { feedbackReportKey, listingReportsKey, myFeedbackKey } from './get-feedback.ts';

/** Both answer the whole report, timeline included, which replaces the cached one. */
function useReportMutation<T>(id: string, send: (input: T) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T): Promise<FeedbackDetail> => (await send(input)).json(),
    onSuccess: (detail) => {
      queryClient.setQueryData(feedbackReportKey(id), detail);
      void queryClient.invalidateQueries({ queryKey: myFeedbackKey });
      void queryClient.invalidateQueries({ queryKey: listingReportsKey(detail.softwareId) });
    },
  });
}

export function useUpdateFeedbackStatus(id: string) {
  return useReportMutation(id, (body: UpdateFeedbackBody) =>
    apiRequest('PATCH', feedbackPaths.one(id), body),
  );
}

export function useCommentOnFeedback(id: string) {
  return useReportMutation(id, (body: string) =>
    apiRequest('POST', feedbackPaths.comments(id), { body }),
  );
}
