/**
 * How search ranks, best first: every word whole in the name; in the name, some as a prefix;
 * every word whole anywhere; anywhere, some as a prefix. Newest first within a tier. Ranking in
 * a few tiers rather than by a score means each tier reads newest first through an index and
 * stops after a page: a word in 30% of listings never has all its matches scored and sorted.
 * The database (database/tier-page.ts) and the index in memory (index/search-index.ts) rank so.
 */
export const SEARCH_TIERS = 4;

/** A listing a search found, and in which tier. */
export interface TierRow {
  id: string;
  tier: number;
  createdAt: Date;
}

/** Where a page of search results ends: the next carries on in that tier after that row. */
export type SearchCursor = { tier: number; createdAt: string; id: string };
