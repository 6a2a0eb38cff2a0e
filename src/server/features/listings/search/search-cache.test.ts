import { describe, expect, it } from 'vitest';
import type { VocabularyEntry } from '@/server/features/listings/search/database/search-terms.ts';
import { SearchCache } from './search-cache.ts';

const entry = (word: string): VocabularyEntry => ({ word, exact: true, longer: [], near: null });

describe('SearchCache', () => {
  it('keeps vocabulary entries looked up while no listing changed', () => {
    const cache = new SearchCache();
    cache.keepVocabularyEntry('tern', entry('tern'), cache.generation);
    expect(cache.vocabularyEntry('tern')).toEqual(entry('tern'));
    expect(cache.vocabularyEntry('skua')).toBeUndefined();
  });

  it('forgets the vocabulary, and refuses a lookup in flight, once a listing may bring words', () => {
    const cache = new SearchCache();
    cache.keepVocabularyEntry('tern', entry('tern'), cache.generation);
    const readAt = cache.generation;
    cache.forgetVocabulary();
    cache.keepVocabularyEntry('skua', entry('skua'), readAt);
    expect(cache.vocabularyEntry('tern')).toBeUndefined();
    expect(cache.vocabularyEntry('skua')).toBeUndefined();
  });

  it('forgets vocabulary entries once their time to live runs out', () => {
    let now = 0;
    const cache = new SearchCache({ ttlMs: 100, now: () => now });
    cache.keepVocabularyEntry('tern', entry('tern'), cache.generation);
    now = 100;
    expect(cache.vocabularyEntry('tern')).toBeUndefined();
  });

  it('keeps folded words whatever listings change: folding never does', () => {
    const cache = new SearchCache({ maxFolded: 2 });
    cache.keepFoldedWords('Crème', ['creme']);
    cache.forgetVocabulary();
    expect(cache.foldedWords('Crème')).toEqual(['creme']);
    cache.keepFoldedWords('a', ['a']);
    cache.keepFoldedWords('b', ['b']);
    expect(cache.foldedWords('Crème')).toBeUndefined();
  });
});
