import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useDebouncedValue } from '@/client/hooks/use-debounced-value.ts';
import type { BrowseFilters } from '@/client/lib/query-keys.ts';
import { CATEGORIES, type Category } from '@/shared/constants.ts';
import { SEARCH_MAX_LENGTH } from '@/shared/contracts/listings.ts';
import { clientRoutes } from '@/shared/routes.ts';

const SEARCH_DEBOUNCE_MS = 250;

/** The filters a Browse URL names; an unknown category or an over-long search is cut away. */
export function parseBrowseFilters(queryString: string): BrowseFilters {
  const params = new URLSearchParams(queryString);
  const category = CATEGORIES.find((known) => known === params.get('category'));
  const search = params.get('search')?.trim().slice(0, SEARCH_MAX_LENGTH);
  return { category, search: search || undefined };
}

/** `/browse?search=tide&category=Mobile`, or plain `/browse` with no filters. */
export function browseLocation({ category, search }: BrowseFilters): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (category) params.set('category', category);
  const query = params.toString();
  return query ? `${clientRoutes.browse}?${query}` : clientRoutes.browse;
}

/**
 * Browse's search and category live in the URL, so Back, a reload and a pasted link bring them
 * back. Typing replaces the history entry once the person pauses, rather than adding one per key.
 */
export function useBrowseFilters() {
  const urlFilters = parseBrowseFilters(useSearch());
  const [, navigate] = useLocation();
  const [searchText, setSearchText] = useState(urlFilters.search ?? '');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS) || undefined;
  const { category, search: urlSearch } = urlFilters;

  // The URL changed under the page (the nav's Browse link, Back between two searches).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the URL counts
  useEffect(() => {
    if (urlSearch !== search) setSearchText(urlSearch ?? '');
  }, [urlSearch]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a pause in typing writes
  useEffect(() => {
    if (search !== urlSearch) navigate(browseLocation({ category, search }), { replace: true });
  }, [search]);

  // The address's search, not the debounced one: that may still hold text just cleared.
  const setCategory = (next: Category | undefined) =>
    navigate(browseLocation({ category: next, search: urlSearch }), { replace: true });

  const filters: BrowseFilters = { category, search: urlSearch };
  return { filters, searchText, setSearchText, setCategory };
}
