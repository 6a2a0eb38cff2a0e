import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { Feedback, FeedbackStatus } from '@/shared/contracts/feedback.ts';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';

/** Reports a build can still fix: not yet fixed, set aside, or confirmed by their reporter. */
export const OPEN_REPORT_STATUSES = [
  'New',
  'Acknowledged',
  'InProgress',
  'Reopened',
] as const satisfies FeedbackStatus[];

/** The board's own page size limit: a build names at most 50 reports, so 100 each is plenty. */
const PER_STATUS = 100;

/**
 * Under the board's key (its URL), so whatever refreshes the listing's feedback refreshes this too.
 * Read here rather than through the feedback feature, which a client feature may not import.
 */
export const openReportsKey = (listingId: string) =>
  [feedbackPaths.ofListing(listingId), 'open'] as const;

async function getOpenReports(listingId: string): Promise<Feedback[]> {
  const pages = await Promise.all(
    OPEN_REPORT_STATUSES.map(async (status) => {
      const url = `${feedbackPaths.ofListing(listingId)}?status=${status}&limit=${PER_STATUS}`;
      return (await (await apiRequest('GET', url)).json()) as Feedback[];
    }),
  );
  return pages.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The listing's open reports, newest first, for the build update's checklist. */
export function useOpenReports(listingId: string) {
  return useQuery({
    queryKey: openReportsKey(listingId),
    queryFn: () => getOpenReports(listingId),
  });
}
