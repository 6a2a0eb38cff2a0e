import type { Database } from '@/server/db/client.ts';
import type { SearchCache } from '@/server/features/listings/search/search-cache.ts';
import type { SearchCursor, TierRow } from '@/server/features/listings/search/search-tiers.ts';
import type { ListingsQuery } from '@/shared/contracts/listings.ts';
import {
  lookUpWords,
  type SearchTerms,
  searchTermsFrom,
  type VocabularyEntry,
} from './search-terms.ts';
import { selectTierPage } from './tier-page.ts';

/**
 * A page of ranked search results from the database's word indexes, after one vocabulary lookup
 * of the words not looked up lately; a search nothing can match reads no listing.
 */
export async function searchDatabase(
  db: Database,
  cache: SearchCache,
  words: readonly string[],
  options: {
    category: ListingsQuery['category'];
    platform?: ListingsQuery['platform'];
    after: SearchCursor | null;
    limit: number;
  },
): Promise<TierRow[]> {
  const terms = await cachedSearchTerms(db, cache, words);
  if (!terms) return [];
  return selectTierPage(db, terms, options);
}

/** A search's words as the vocabulary has them; only words not looked up lately are asked. */
async function cachedSearchTerms(
  db: Database,
  cache: SearchCache,
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
