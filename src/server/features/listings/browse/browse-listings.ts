import type { Database } from '@/server/db/client.ts';
import type { ListingsQuery } from '@/shared/contracts/listings.ts';
import {
  type BrowseCursor,
  decodeCursor,
  encodeCursor,
  isSearchCursor,
  type SearchCursor,
} from './browse-cursor.ts';
import type { ListingCache, ListingPage } from './listing-cache.ts';
import type { LiveSearchIndex } from './live-search-index.ts';
import { browsePageQuery } from './prepared-listings.ts';
import {
  lookUpWords,
  type SearchTerms,
  searchTermsFrom,
  type VocabularyEntry,
} from './search-terms.ts';
import { selectTierPage, type TierRow } from './search-tiers.ts';
import { searchWords } from './search-words.ts';

/**
 * Which open listings a Browse page shows: newest first, or ranked by how well they match the
 * search (see search-tiers.ts), case- and accent-insensitive. Every word of the search must
 * match, whole, as the start of a longer word, or one letter off. A search is answered from the
 * process's index when it has one loaded, else by the database.
 */
export async function browseListingIds(
  db: Database,
  cache: ListingCache,
  searchIndex: LiveSearchIndex | null,
  query: ListingsQuery,
): Promise<ListingPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.search) {
    const after = cursor && isSearchCursor(cursor) ? cursor : null;
    const words = await searchWords(db, cache, query.search);
    const rows = searchIndex && (await indexedSearch(searchIndex, query, words, after));
    if (rows) return searchPage(rows, query.limit);
    const terms = await cachedSearchTerms(db, cache, words);
    return searchListingIds(db, query, terms, after);
  }
  const keyset = cursor && !isSearchCursor(cursor) ? cursor : null;
  const rows = await browsePageQuery(db, {
    category: Boolean(query.category),
    keyset: keyset !== null,
  }).execute({
    category: query.category,
    afterCreatedAt: keyset ? new Date(keyset.createdAt) : undefined,
    afterId: keyset?.id,
    limit: query.limit + 1,
  });
  return page(rows, query.limit, (last) => ({
    createdAt: last.createdAt.toISOString(),
    id: last.id,
  }));
}

/** A search's words as the vocabulary has them; only words not looked up lately are asked. */
async function cachedSearchTerms(
  db: Database,
  cache: ListingCache,
  words: readonly string[],
): Promise<SearchTerms | null> {
  const entries = new Map<string, VocabularyEntry>();
  for (const word of words) {
    const entry = cache.vocabularyEntry(word);
    if (entry) entries.set(word, entry);
  }
  const missing = [...new Set(words.filter((word) => !entries.has(word)))];
  if (missing.length > 0) {
    const readAt = cache.generation;
    const found = await lookUpWords(db, missing);
    found.forEach((entry, index) => {
      const word = missing[index] as string;
      entries.set(word, entry);
      cache.keepVocabularyEntry(word, entry, readAt);
    });
  }
  return searchTermsFrom(words.flatMap((word) => entries.get(word) ?? []));
}

/** The page's rows (and one more) from the index, or null while it has none loaded. */
async function indexedSearch(
  live: LiveSearchIndex,
  query: ListingsQuery,
  words: readonly string[],
  after: SearchCursor | null,
): Promise<TierRow[] | null> {
  const index = await live.current();
  if (!index) return null;
  return index.search(words, { category: query.category, after, limit: query.limit + 1 });
}

/** A page of ranked search results; a search nothing can match reads no listing. */
async function searchListingIds(
  db: Database,
  query: ListingsQuery,
  terms: SearchTerms | null,
  after: SearchCursor | null,
): Promise<ListingPage> {
  if (!terms) return { ids: [], nextCursor: null };
  const rows = await selectTierPage(db, terms, {
    category: query.category,
    after,
    limit: query.limit + 1,
  });
  return searchPage(rows, query.limit);
}

const searchPage = (rows: TierRow[], limit: number) =>
  page(rows, limit, (last) => ({
    tier: last.tier,
    createdAt: last.createdAt.toISOString(),
    id: last.id,
  }));

/** One row past the page tells whether there is a next page. */
function page<Row extends { id: string }>(
  rows: Row[],
  limit: number,
  next: (last: Row) => BrowseCursor | null,
): ListingPage {
  const ids = rows.slice(0, limit).map((row) => row.id);
  const last = rows[limit - 1];
  if (rows.length <= limit || !last) return { ids, nextCursor: null };
  const cursor = next(last);
  return { ids, nextCursor: cursor && encodeCursor(cursor) };
}
