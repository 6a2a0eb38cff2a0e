import { describe, expect, it } from 'vitest';
import { MAX_CORRECTIONS, withinOneEdit } from '@/server/features/listings/search/search-limits.ts';
import {
  everything,
  expectSamePages,
  found,
  indexOf,
  listing,
  PLANK_NEIGHBOURS,
  type Spec,
  shown,
  tiersOf,
  walk,
} from '@/tests/search/search-index-fixtures.ts';
import { SearchIndex } from './search-index.ts';

describe('SearchIndex words', () => {
  it('matches a typed word as the start of a longer word, never in its middle', () => {
    const index = indexOf(
      { n: 1, name: 'quillwort', at: 10 },
      { n: 2, name: 'fern', text: 'quillwort', at: 20 },
      { n: 3, name: 'quill', at: 5 },
    );
    expect(tiersOf(index, ['qui'])).toEqual([
      [1, 1],
      [3, 1],
      [2, 3],
    ]);
    expect(tiersOf(index, ['quill'])).toEqual([
      [3, 0],
      [1, 1],
      [2, 3],
    ]);
    expect(found(index, ['wort'])).toEqual([]);
    expect(found(index, ['illwort'])).toEqual([]);
    expect(found(index, ['q'])).toEqual([1, 3, 2]);
  });

  it('finds a word of five or more letters typed one letter off', () => {
    const index = indexOf(
      { n: 1, name: 'lighthouse keeper', at: 10 },
      { n: 2, name: 'lamp post', at: 20 },
      { n: 3, name: 'chart table', at: 30 },
    );
    for (const typo of ['lighthose', 'lightjouse', 'lighthouuse', 'xighthouse', 'ighthouse']) {
      expect(found(index, [typo]), typo).toEqual([1]);
    }
    expect(found(index, ['keepr', 'lighthouse'])).toEqual([1]);
    expect(found(index, ['keepr', 'lighthose'])).toEqual([1]);
    // Four letters have too many neighbours for a guess.
    expect(found(index, ['lamo'])).toEqual([]);
    expect(found(index, ['chrt'])).toEqual([]);
    expect(found(index, ['chat'])).toEqual([]);
    expect(found(index, ['chaart'])).toEqual([3]);
    expect(found(index, ['lmp'])).toEqual([]);
    expect(found(index, ['lighthxxse'])).toEqual([]);
    expect(found(index, ['ighthous'])).toEqual([]);
    expect(found(index, ['lighthouses2'])).toEqual([]);
    // Every typed word must match: one that matches nothing empties the search.
    expect(found(index, ['lighthouse', 'zzzzzz'])).toEqual([]);
  });

  it('does not correct a word that exists whole or as the start of a longer one', () => {
    const index = indexOf(
      { n: 1, name: 'sailor', at: 10 },
      { n: 2, name: 'tailor', at: 20 },
      { n: 3, name: 'sails', at: 30 },
    );
    expect(found(index, ['sailor'])).toEqual([1]);
    expect(found(index, ['tailor'])).toEqual([2]);
    // "sailo" is one letter from "sails", but it starts "sailor".
    expect(found(index, ['sailo'])).toEqual([1]);
    expect(found(index, ['bailor'])).toEqual([2, 1]);
  });

  it('corrects to the most used neighbours first, at most MAX_CORRECTIONS of them', () => {
    const neighbours = PLANK_NEIGHBOURS;
    expect(neighbours.every((word) => withinOneEdit('plank', word))).toBe(true);
    expect(neighbours.length).toBeGreaterThan(MAX_CORRECTIONS);
    const index = new SearchIndex();
    const wordOf = new Map<number, string>();
    // The i-th neighbour is held by i + 1 listings: the list goes from least to most used.
    neighbours.forEach((word, used) => {
      for (let copy = 0; copy <= used; copy++) {
        const n = wordOf.size + 1;
        wordOf.set(n, word);
        index.put(listing({ n, name: `${word} board`, at: n }));
      }
    });
    const corrected = new Set(found(index, ['plank']).map((n) => wordOf.get(n)));
    expect([...corrected].sort()).toEqual(neighbours.slice(-MAX_CORRECTIONS).sort());
    // With usage equal, the first in alphabetical order.
    const even = new SearchIndex();
    neighbours.forEach((word, at) => {
      even.put(listing({ n: at + 1, name: word, at }));
    });
    const alphabetical = [...neighbours].sort().slice(0, MAX_CORRECTIONS);
    const evenly = found(even, ['plank']).map((n) => neighbours[n - 1]);
    expect(evenly.sort()).toEqual(alphabetical);
  });

  it('matches words with marks in them whole, as the parser stored them', () => {
    const index = indexOf({ n: 1, name: "node.js x.org/a'b" });
    expect(found(index, ['node.js'])).toEqual([1]);
    expect(found(index, ['node'])).toEqual([1]);
    expect(found(index, ["x.org/a'b", 'node.js'])).toEqual([1]);
    expect(found(index, ['js'])).toEqual([]);
    expect(index.search([], { after: null, limit: 10 })).toEqual([]);
  });

  it('pages a word with more than 32 longer forms', () => {
    const specs: Spec[] = [];
    for (let n = 1; n <= 50; n++) {
      const form = `ab${String(n).padStart(3, '0')}`;
      // Dates out of step with the numbers, and some shared, so order is not insert order.
      const at = (n * 7) % 23;
      specs.push(n % 5 === 0 ? { n, name: 'kit', text: form, at } : { n, name: `${form} kit`, at });
    }
    specs.push({ n: 51, name: 'ab kit', at: 3 }, { n: 52, name: 'kit', text: 'ab', at: 30 });
    // Enough other listings that "ab"'s own postings are a small part of the index.
    for (let n = 53; n < 253; n++) specs.push({ n, name: 'other thing', at: n });
    const index = indexOf(...specs);
    const all = expectSamePages(index, ['ab']);
    const tiers = all.map((row) => Number(row[0]));
    expect(tiers.filter((tier) => tier === 0)).toHaveLength(1);
    expect(tiers.filter((tier) => tier === 1)).toHaveLength(40);
    expect(tiers.filter((tier) => tier === 2)).toHaveLength(1);
    expect(tiers.filter((tier) => tier === 3)).toHaveLength(10);
    expect(shown(walk(index, ['kit', 'ab'], 4))).toEqual(shown(everything(index, ['kit', 'ab'])));
    expect(found(index, ['ab0'])).toHaveLength(50);
    expect(found(index, ['ab01'])).toEqual([13, 16, 19, 12, 18, 11, 14, 17, 15, 10]);
  });
});
