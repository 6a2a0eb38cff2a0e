import { listingPaths, nextPageUrl, type Software } from '@shared/contracts/listings.ts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type BrowseFilters, queryKeys } from '../../../lib/query-keys.ts';

/** The first page's URL. Each filter goes as a query parameter only when set; "All" is none. */
export function browseUrl({ category, search }: BrowseFilters): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  const text = search?.trim();
  if (text) params.set('search', text);
  const query = params.toString();
  return query ? `${listingPaths.list}?${query}` : listingPaths.list;
}

export type SoftwarePage = { items: Software[]; nextUrl: string | null };

/** One page of Open listings; the server names the next page in its `Link` header. */
export async function getSoftwarePage(url: string): Promise<SoftwarePage> {
  const res = await apiRequest('GET', url);
  const items = (await res.json()) as Software[];
  return { items, nextUrl: nextPageUrl(res.headers.get('Link')) };
}

export const getSoftwareListQueryOptions = (filters: BrowseFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.browse(filters),
    queryFn: ({ pageParam }) => getSoftwarePage(pageParam),
    initialPageParam: browseUrl(filters),
    getNextPageParam: (lastPage) => lastPage.nextUrl ?? undefined,
  });

export function useSoftwareList(filters: BrowseFilters) {
  return useInfiniteQuery(getSoftwareListQueryOptions(filters));
}
