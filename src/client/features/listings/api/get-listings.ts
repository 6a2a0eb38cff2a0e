import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { type BrowseFilters, queryKeys } from '@/client/lib/query-keys.ts';
import { listingPaths, nextPageUrl } from '@/shared/contracts/listing-paths.ts';
import type { Listing } from '@/shared/contracts/listings.ts';

/**
 * The first page's URL. Each filter goes as a query parameter only when set; "All" is none. A
 * search ranks by best match, so the sort stays in the address bar but is not sent with one.
 */
function browseUrl({ category, platform, sort, search }: BrowseFilters): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (platform) params.set('platform', platform);
  const text = search?.trim();
  if (text) params.set('search', text);
  else if (sort) params.set('sort', sort);
  const query = params.toString();
  return query ? `${listingPaths.list}?${query}` : listingPaths.list;
}

export type ListingPage = { items: Listing[]; nextUrl: string | null };

/** One page of Open listings; the server names the next page in its `Link` header. */
async function getListingPage(url: string): Promise<ListingPage> {
  const res = await apiRequest('GET', url);
  const items = (await res.json()) as Listing[];
  return { items, nextUrl: nextPageUrl(res.headers.get('Link')) };
}

export const getListingsQueryOptions = (filters: BrowseFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.browse(filters),
    queryFn: ({ pageParam }) => getListingPage(pageParam),
    initialPageParam: browseUrl(filters),
    getNextPageParam: (lastPage) => lastPage.nextUrl ?? undefined,
  });
