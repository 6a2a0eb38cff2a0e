import type { Database } from '@/server/db/client.ts';
import { searchDatabase } from '@/server/features/listings/search/database/database-search.ts';
import type { LiveSearchIndex } from '@/server/features/listings/search/index/live-search-index.ts';
import type { ListingsQuery } from '@/shared/contracts/listings.ts';
import type { SearchCache } from './search-cache.ts';
import type { SearchCursor, TierRow } from './search-tiers.ts';
import { searchWords } from './search-words.ts';

/** What search reads beside the database. */
export interface SearchContext {
  cache: SearchCache;
  /** Null when `SEARCH_INDEX` is `database`. */
  index: LiveSearchIndex | null;
}

/**
 * The open listings a search finds, ranked in tiers (search-tiers.ts), from `after` on: up to
 * `limit` rows. Case- and accent-insensitive; every word of the search must match, whole, as the
 * start of a longer word, or one letter off. Answered from the process's index when it has one
 * loaded, else by the database.
 */
export async function searchListings(
  db: Database,
  { cache, index }: SearchContext,
  search: string,
  options: {
    category: ListingsQuery['category'];
    platform?: ListingsQuery['platform'];
    after: SearchCursor | null;
    limit: number;
  },
): Promise<TierRow[]> {
  const words = await searchWords(db, cache, search);
  const loaded = index && (await index.current());
  if (loaded) return loaded.search(words, options);
  return searchDatabase(db, cache, words, options);
}
