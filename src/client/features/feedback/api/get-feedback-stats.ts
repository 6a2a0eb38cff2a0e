import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { isRecord } from '@/client/lib/is-record.ts';
import type { FeedbackStats } from '@/shared/contracts/feedback.ts';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';

const isFigure = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/**
 * feedbackStatsSchema's shape, checked by hand: the listing's page, which shows the figures,
 * carries no zod (first-screen-bundle.test.ts).
 */
function isFeedbackStats(value: unknown): value is FeedbackStats {
  return (
    isRecord(value) &&
    Number.isInteger(value.received) &&
    (value.acknowledgedShare === null || isFigure(value.acknowledgedShare)) &&
    (value.medianFirstResponseHours === null || isFigure(value.medianFirstResponseHours))
  );
}

/** Public: how the listing's builder answers reports, for anyone looking at the listing. */
async function getFeedbackStats(listingId: string): Promise<FeedbackStats> {
  const res = await apiRequest('GET', feedbackPaths.stats(listingId));
  const stats: unknown = await res.json();
  // An answer of another shape is an error to show, not figures to format.
  if (!isFeedbackStats(stats)) throw new Error('The feedback figures came in an unknown shape');
  return stats;
}

const getFeedbackStatsQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: [feedbackPaths.stats(listingId)],
    queryFn: () => getFeedbackStats(listingId),
  });

export function useFeedbackStats(listingId: string) {
  return useQuery(getFeedbackStatsQueryOptions(listingId));
}
