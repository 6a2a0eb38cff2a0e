import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { BrowseFilters } from '@/client/lib/query-keys.ts';
import { CATEGORIES, type Category, SEARCH_MAX_LENGTH } from '@/shared/constants.ts';
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
function browseLocation({ category, search }: BrowseFilters): string {
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
  const filters = parseBrowseFilters(useSearch());
  const [, navigate] = useLocation();
  const [searchText, setText] = useState(filters.search ?? '');
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The search this page last wrote, to tell its own change of address from Back or a link.
  const written = useRef(filters.search);

  const write = (next: BrowseFilters) => {
    clearTimeout(pause.current);
    written.current = next.search;
    navigate(browseLocation(next), { replace: true });
  };

  useEffect(() => () => clearTimeout(pause.current), []);

  // Only a change of the URL counts: Back, the nav's Browse link, a pasted address.
  useEffect(() => {
    if (filters.search === written.current) return;
    clearTimeout(pause.current);
    written.current = filters.search;
    setText(filters.search ?? '');
  }, [filters.search]);

  const setSearchText = (text: string) => {
    setText(text);
    clearTimeout(pause.current);
    // The address as it is when the pause ends: a category picked meanwhile must stay.
    pause.current = setTimeout(() => {
      const current = parseBrowseFilters(window.location.search);
      const search = text.trim() || undefined;
      if (search !== current.search) write({ category: current.category, search });
    }, SEARCH_DEBOUNCE_MS);
  };

  // The text in the box: a category picked before the pause takes the words just typed along.
  const setCategory = (category: Category | undefined) =>
    write({ category, search: searchText.trim() || undefined });

  return { filters, searchText, setSearchText, setCategory };
}
