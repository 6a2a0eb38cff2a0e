import { LRUCache } from 'lru-cache';
import type { VocabularyEntry } from '@/server/features/listings/search/database/search-terms.ts';
import { InvalidatingCache } from '@/server/lib/invalidating-cache.ts';

export interface SearchCacheOptions {
  ttlMs?: number;
  /** Typed words whose vocabulary entries are kept. */
  maxWords?: number;
  /** Parts of searches whose folded words are kept. */
  maxFolded?: number;
  now?: () => number;
}

/**
 * What search keeps per process beside its index: typed words as the database folds them, and
 * as its vocabulary has them. The listing cache (cache/listing-cache.ts) keeps the pages.
 */
export class SearchCache {
  /**
   * Typed words as the vocabulary has them: every page and page size of a search reuses them,
   * and so does every other search with a word in common. An entry read before the vocabulary
   * was forgotten is not kept.
   */
  private readonly words: InvalidatingCache<VocabularyEntry>;
  /** A search's parts as words (search-words.ts): folding never changes, so only room limits them. */
  private readonly folded: LRUCache<string, readonly string[]>;

  constructor({
    ttlMs = 30_000,
    maxWords = 500,
    maxFolded = 20_000,
    now,
  }: SearchCacheOptions = {}) {
    this.folded = new LRUCache({ max: maxFolded });
    this.words = new InvalidatingCache({ ttlMs, maxEntries: maxWords, now });
  }

  /** Read before looking words up in the vocabulary, and hand to `keepVocabularyEntry`. */
  get generation(): number {
    return this.words.generation;
  }

  vocabularyEntry(typed: string): VocabularyEntry | undefined {
    return this.words.get(typed);
  }

  keepVocabularyEntry(typed: string, entry: VocabularyEntry, readAt: number): void {
    this.words.keep(typed, entry, readAt);
  }

  /** A new or edited listing may bring new words, and a missed event may have announced one. */
  forgetVocabulary(): void {
    this.words.clear();
  }

  foldedWords(part: string): readonly string[] | undefined {
    return this.folded.get(part);
  }

  keepFoldedWords(part: string, words: readonly string[]): void {
    this.folded.set(part, words);
  }
}
