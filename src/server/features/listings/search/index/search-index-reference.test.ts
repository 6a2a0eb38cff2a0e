import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '@/shared/contracts/platforms.ts';
import {
  type Cursor,
  cursorOf,
  everything,
  minute,
  shown,
  uuid,
} from '@/tests/search/search-index-fixtures.ts';
import {
  CATEGORIES,
  LATE_VOCABULARY,
  mulberry32,
  pageAfter,
  QUERY_ONLY,
  Reference,
  VOCABULARY,
} from '@/tests/search/search-index-reference.ts';
import { type IndexedListing, SearchIndex } from './search-index.ts';

describe('SearchIndex against a plain reference', () => {
  it('agrees on random listings, searches, pages and edits', () => {
    const random = mulberry32(20_240_601);
    const below = (n: number) => Math.floor(random() * n);
    const pick = <T>(items: readonly T[]): T => items[below(items.length)] as T;
    const shuffled = <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let at = copy.length - 1; at > 0; at--) {
        const other = below(at + 1);
        [copy[at], copy[other]] = [copy[other] as T, copy[at] as T];
      }
      return copy;
    };

    // Zipf-like: the k-th word is used about 1/k as often as the first, in an order unrelated
    // to the spelling, so that common and rare words sit side by side.
    let words = shuffled(VOCABULARY);
    let weights = words.map((_, rank) => 1 / (rank + 1));
    const zipf = () => {
      let left = random() * weights.reduce((sum, weight) => sum + weight, 0);
      for (let at = 0; at < words.length; at++) {
        left -= weights[at] as number;
        if (left <= 0) return words[at] as string;
      }
      return words[words.length - 1] as string;
    };
    const someWords = (least: number, most: number) =>
      Array.from({ length: least + below(most - least + 1) }, zipf);

    let next = 0;
    const live = new Map<string, IndexedListing>();
    const index = new SearchIndex();
    const put = (listing: IndexedListing) => {
      live.set(listing.id, listing);
      index.put(listing);
    };
    const make = (id: string): IndexedListing => {
      const nameWords = someWords(1, 3);
      return {
        id,
        // Few enough minutes that many listings share one.
        createdAt: minute(below(3_000)),
        category: pick(CATEGORIES),
        platforms: PLATFORMS.filter(() => random() < 0.4),
        nameWords,
        words: [...new Set([...nameWords, ...someWords(0, 8)])],
      };
    };
    // Ids out of step with dates and with insert order.
    for (const n of shuffled(Array.from({ length: 2_000 }, (_, at) => at + 1))) {
      put(make(uuid(n * 7919)));
      next = Math.max(next, n * 7919);
    }

    const typo = (word: string) => {
      const letters = [...word];
      const at = below(letters.length);
      const letter = pick([...'abcdeiklnoprstuy']);
      const kind = below(3);
      if (kind === 0 && letters.length > 1) letters.splice(at, 1);
      else if (kind === 1) letters[at] = letter;
      else letters.splice(at, 0, letter);
      return letters.join('');
    };
    const known = () => (random() < 0.5 ? zipf() : pick(words));
    const longish = () => pick(words.filter((word) => word.length >= 4));
    const queries: (() => string[])[] = [
      () => [known()],
      () => [known(), known()],
      () => [longish().slice(0, 2 + below(3))],
      () => [longish().slice(0, 2 + below(3)), known()],
      () => [typo(longish())],
      () => [typo(longish()), known()],
      () => [pick(QUERY_ONLY)],
      () => [`${known()}!`],
      // Words whose listings were all removed, still in the index's vocabulary.
      () => [gone.length > 0 ? pick(gone) : known()],
      () => [gone.length > 0 ? typo(pick(gone)) : known()],
      () => [gone.length > 0 ? pick(gone).slice(0, 3 + below(3)) : known()],
    ];

    const gone: string[] = [];
    let checked = 0;
    for (let batch = 0; batch < 5; batch++) {
      const reference = new Reference(live.values());
      for (let run = 0; run < 60; run++) {
        const query = pick(queries)();
        const category = random() < 0.5 ? pick(CATEGORIES) : undefined;
        const platform = random() < 0.3 ? pick(PLATFORMS) : undefined;
        const ranked = reference.rank(query, category, platform);
        const what = JSON.stringify({ batch, query, category, platform });
        expect(shown(everything(index, query, category, platform)), what).toEqual(shown(ranked));
        for (const limit of [1, 5, 20]) {
          // Short pages cost a search each: the first pages and random cursors stand in for
          // walking a long result to its end.
          const pages = limit === 20 ? Number.POSITIVE_INFINITY : 30;
          let after: Cursor | null = null;
          let seen = 0;
          for (let page = 0; page < pages; page++) {
            const rows = index.search(query, { category, platform, after, limit });
            expect(shown(rows), `${what} by ${limit} after ${JSON.stringify(after)}`).toEqual(
              shown(pageAfter(ranked, after, limit)),
            );
            seen += rows.length;
            const last = rows[rows.length - 1];
            if (rows.length < limit || !last) break;
            after = cursorOf(last);
          }
          if (pages === Number.POSITIVE_INFINITY) expect(seen, what).toBe(ranked.length);
        }
        // A cursor from any listing, found by this search or not, gone or since moved: the next
        // page is still what follows its place in the order.
        for (let cursors = 0; cursors < 3; cursors++) {
          const from = pick([...live.values()]);
          const after: Cursor =
            ranked.length > 0 && random() < 0.6
              ? cursorOf(pick(ranked))
              : { tier: below(4), createdAt: from.createdAt.toISOString(), id: from.id };
          const limit = pick([1, 5, 20]);
          expect(
            shown(index.search(query, { category, platform, after, limit })),
            `${what} by ${limit} after ${JSON.stringify(after)}`,
          ).toEqual(shown(pageAfter(ranked, after, limit)));
        }
        checked += ranked.length;
      }

      // Edits between batches: new words (some never seen before), dates moved either way,
      // removals, new listings dated among the old, and a rare word's listings all gone.
      if (batch === 0) {
        words = [...words, ...LATE_VOCABULARY];
        weights = [...weights, ...LATE_VOCABULARY.map(() => 0.2)];
      }
      const ids = shuffled([...live.keys()]);
      for (const id of ids.slice(0, 100)) {
        const before = live.get(id) as IndexedListing;
        const edited = make(id);
        put(random() < 0.5 ? { ...edited, createdAt: before.createdAt } : edited);
      }
      for (const id of ids.slice(100, 160)) {
        live.delete(id);
        index.remove(id);
      }
      for (let added = 0; added < 60; added++) {
        next += 1;
        put(make(uuid(next)));
      }
      // A less used word leaves every listing, half of them removed and half edited, and is
      // never drawn again: it stays in the index's vocabulary with no listing.
      const word = pick(
        words.filter((candidate, at) => at > words.length / 2 && !gone.includes(candidate)),
      );
      gone.push(word);
      weights = weights.map((weight, at) => (words[at] === word ? 0 : weight));
      for (const listing of [...live.values()]) {
        if (!listing.words.includes(word)) continue;
        if (random() < 0.5) {
          live.delete(listing.id);
          index.remove(listing.id);
          continue;
        }
        const nameWords = listing.nameWords.filter((kept) => kept !== word);
        put({
          ...listing,
          nameWords: nameWords.length > 0 ? nameWords : ['dory'],
          words: [...listing.words.filter((kept) => kept !== word), 'dory'],
        });
      }
      expect(
        [...live.values()].some((listing) => listing.words.includes(word)),
        word,
      ).toBe(false);
      expect(index.size).toBe(live.size);
    }
    // The searches must have found things for the comparison to mean anything.
    expect(checked).toBeGreaterThan(10_000);
  });
});
