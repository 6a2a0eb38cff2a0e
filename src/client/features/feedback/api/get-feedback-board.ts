import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { Feedback, FeedbackBoardQuery } from '@/shared/contracts/feedback.ts';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';
import { nextPageUrl } from '@/shared/contracts/listing-paths.ts';

/** What the board's URL names: unset filters mean "Any". */
export type BoardFilters = Pick<FeedbackBoardQuery, 'kind' | 'status' | 'severity' | 'sort'>;

/** The first page's URL; a filter goes only when set, and the default sort is left to the server. */
function boardUrl(listingId: string, { kind, status, severity, sort }: BoardFilters) {
  const params = new URLSearchParams();
  if (kind) params.set('kind', kind);
  if (status) params.set('status', status);
  if (severity) params.set('severity', severity);
  if (sort !== 'newest') params.set('sort', sort);
  const query = params.toString();
  const path = feedbackPaths.ofListing(listingId);
  return query ? `${path}?${query}` : path;
}

export type BoardPage = { items: Feedback[]; nextUrl: string | null };

/** One page of reports; the server names the next page in its `Link` header, as Browse does. */
async function getBoardPage(url: string): Promise<BoardPage> {
  const res = await apiRequest('GET', url);
  const items = (await res.json()) as Feedback[];
  return { items, nextUrl: nextPageUrl(res.headers.get('Link')) };
}

/** Every page of every filter of one listing's board, to refresh them all at once. */
export const boardKey = (listingId: string) => [feedbackPaths.ofListing(listingId)] as const;

export const getBoardQueryOptions = (listingId: string, filters: BoardFilters) =>
  infiniteQueryOptions({
    queryKey: [...boardKey(listingId), filters] as const,
    queryFn: ({ pageParam }) => getBoardPage(pageParam),
    initialPageParam: boardUrl(listingId, filters),
    getNextPageParam: (lastPage) => lastPage.nextUrl ?? undefined,
  });

export function useFeedbackBoard(listingId: string, filters: BoardFilters) {
  return useInfiniteQuery(getBoardQueryOptions(listingId, filters));
}
