import type { QueryClient } from '@tanstack/react-query';
import { feedbackReportKey, myFeedbackKey } from '@/client/features/feedback/api/get-feedback.ts';

/** A report changed (a status or a comment): its page and the tester's list read it again. */
export function receiveFeedbackChange(queryClient: QueryClient, feedbackId: string): void {
  void queryClient.invalidateQueries({ queryKey: feedbackReportKey(feedbackId) });
  void queryClient.invalidateQueries({ queryKey: myFeedbackKey });
}
