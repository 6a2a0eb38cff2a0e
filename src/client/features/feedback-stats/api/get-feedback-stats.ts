import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { type FeedbackStats, feedbackStatsSchema } from '@/shared/contracts/feedback.ts';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';

/** Public: how the listing's builder answers reports, for anyone looking at the listing. */
export async function getFeedbackStats(softwareId: string): Promise<FeedbackStats> {
  const res = await apiRequest('GET', feedbackPaths.stats(softwareId));
  // An answer of another shape is an error to show, not figures to format.
  return feedbackStatsSchema.parse(await res.json());
}

export const getFeedbackStatsQueryOptions = (softwareId: string) =>
  queryOptions({
    queryKey: [feedbackPaths.stats(softwareId)],
    queryFn: () => getFeedbackStats(softwareId),
  });

export function useFeedbackStats(softwareId: string) {
  return useQuery(getFeedbackStatsQueryOptions(softwareId));
}
