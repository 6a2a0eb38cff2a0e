import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { Feedback, FeedbackDetail } from '@/shared/contracts/feedback.ts';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';

// Each key is the read's own URL, the generic reader's convention.
export const feedbackReportKey = (id: string) => [feedbackPaths.one(id)] as const;
export const myFeedbackKey = [feedbackPaths.mine] as const;
export const listingReportsKey = (listingId: string) =>
  [feedbackPaths.ofListing(listingId)] as const;

const getFeedbackReportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: feedbackReportKey(id),
    queryFn: async (): Promise<FeedbackDetail> =>
      (await apiRequest('GET', feedbackPaths.one(id))).json(),
  });

export function useFeedbackReport(id: string) {
  return useQuery(getFeedbackReportQueryOptions(id));
}

/** The signed-in tester's own reports, newest first. */
export function useMyFeedback() {
  return useQuery({
    queryKey: myFeedbackKey,
    queryFn: async (): Promise<Feedback[]> => (await apiRequest('GET', feedbackPaths.mine)).json(),
  });
}

/** The first page of a listing's board: the builder picks a report this one repeats from it. */
export function useListingReports(listingId: string, enabled: boolean) {
  return useQuery({
    queryKey: listingReportsKey(listingId),
    queryFn: async (): Promise<Feedback[]> =>
      (await apiRequest('GET', `${feedbackPaths.ofListing(listingId)}?limit=100`)).json(),
    enabled,
  });
}
