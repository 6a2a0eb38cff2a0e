import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { FeedbackStats } from '@/shared/contracts/feedback.ts';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';

const isFigure = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/**
 * feedbackStatsSchema's shape, checked by hand: the listing's page, which shows the figures,
 * carries no zod (first-screen-bundle.test.ts).
 */
function isFeedbackStats(value: unknown): value is FeedbackStats {
  if (typeof value !== 'object' || value === null) return false;
  const stats = value as Record<keyof FeedbackStats, unknown>;
  return (
    Number.isInteger(stats.received) &&
    (stats.acknowledgedShare === null || isFigure(stats.acknowledgedShare)) &&
    (stats.medianFirstResponseHours === null || isFigure(stats.medianFirstResponseHours))
  );
}

/** Public: how the listing's builder answers reports, for anyone looking at the listing. */
export async function getFeedbackStats(softwareId: string): Promise<FeedbackStats> {
  const res = await apiRequest('GET', feedbackPaths.stats(softwareId));
  const stats: unknown = await res.json();
  // An answer of another shape is an error to show, not figures to format.
  if (!isFeedbackStats(stats)) throw new Error('The feedback figures came in an unknown shape');
  return stats;
}

export const getFeedbackStatsQueryOptions = (softwareId: string) =>
  queryOptions({
    queryKey: [feedbackPaths.stats(softwareId)],
    queryFn: () => getFeedbackStats(softwareId),
  });

export function useFeedbackStats(softwareId: string) {
  return useQuery(getFeedbackStatsQueryOptions(softwareId));
}
