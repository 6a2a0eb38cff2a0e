// No zod here: Browse's first screen reads the sort names for its URL and its menu.

/** Browse's orders; each pages by keyset on its own index (the cursor names the sort). */
export const BROWSE_SORTS = ['newest', 'places', 'cycle', 'responsive'] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];

export const BROWSE_SORT_LABELS: Record<BrowseSort, string> = {
  newest: 'Newest',
  places: 'Most places left',
  cycle: 'Test cycles starting soonest',
  responsive: 'Most responsive builders',
};

export const isBrowseSort = (value: unknown): value is BrowseSort =>
  typeof value === 'string' && (BROWSE_SORTS as readonly string[]).includes(value);
