import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { BrowseFilters } from '@/client/lib/query-keys.ts';
import { CATEGORIES, SEARCH_MAX_LENGTH } from '@/shared/constants.ts';
import { type BrowseSort, isBrowseSort } from '@/shared/contracts/browse-sorts.ts';
import { PLATFORMS } from '@/shared/contracts/platforms.ts';
import { clientRoutes } from '@/shared/routes.ts';

const SEARCH_DEBOUNCE_MS = 250;

/**
 * The filters a Browse URL names; an unknown category, platform or sort, or an over-long search,
 * is cut away, and so is the default sort.
 */
export function parseBrowseFilters(queryString: string): BrowseFilters {
  const params = new URLSearchParams(queryString);
  const category = CATEGORIES.find((known) => known === params.get('category'));
  const platform = PLATFORMS.find((known) => known === params.get('platform'));
  const sort = params.get('sort');
  const search = params.get('search')?.trim().slice(0, SEARCH_MAX_LENGTH);
  return {
    category,
    platform,
    sort: isBrowseSort(sort) && sort !== 'newest' ? sort : undefined,
    search: search || undefined,
  };
}

/** `/browse?search=tide&category=Mobile&platform=iOS&sort=places`, or plain `/browse`. */
function browseLocation({ category, platform, sort, search }: BrowseFilters): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (category) params.set('category', category);
  if (platform) params.set('platform', platform);
  if (sort) params.set('sort', sort);
  const query = params.toString();
  return query ? `${clientRoutes.browse}?${query}` : clientRoutes.browse;
}

/**
 * Browse's search, category, platform and sort live in the URL, so Back, a reload and a pasted
 * link bring them back. Typing replaces the history entry once the person pauses, rather than
 * adding one per key.
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
    // The address as it is when the pause ends: a filter picked meanwhile must stay.
    pause.current = setTimeout(() => {
      const current = parseBrowseFilters(window.location.search);
      const search = text.trim() || undefined;
      if (search !== current.search) write({ ...current, search });
    }, SEARCH_DEBOUNCE_MS);
  };

  // The text in the box: a filter picked before the pause takes the words just typed along.
  const change = (next: Partial<BrowseFilters>) =>
    write({ ...filters, ...next, search: searchText.trim() || undefined });

  return {
    filters,
    searchText,
    setSearchText,
    setCategory: (category: BrowseFilters['category']) => change({ category }),
    setPlatform: (platform: BrowseFilters['platform']) => change({ platform }),
    setSort: (sort: BrowseSort) => change({ sort: sort === 'newest' ? undefined : sort }),
  };
}
