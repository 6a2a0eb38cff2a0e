import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TYPO_LENGTH } from '@/server/features/listings/search/search-limits.ts';
import { found, indexOf, listing } from '@/tests/search/search-index-fixtures.ts';
import { deletionHashes, deletionsOf, hashOf } from './deletion-hashes.ts';
import { SearchIndex } from './search-index.ts';

/** A word of random letters, as the probe posted them. */
function randomWord(length: number, random: () => number): string {
  let word = '';
  for (let at = 0; at < length; at++) word += String.fromCharCode(97 + Math.floor(random() * 26));
  return word;
}

/** Numbers that repeat from run to run: a failure here fails again. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

describe("the search index's memory", () => {
  it('takes kilobytes for a listing of 2,000-letter words, and gives them back on delete', () => {
    const random = seeded(7);
    const index = new SearchIndex();
    const empty = index.bytes;
    const words: string[][] = [];
    for (let n = 1; n <= 20; n++) {
      // 10,000 characters, the longest description a listing may have.
      const text = Array.from({ length: 5 }, () => randomWord(1_999, random));
      words.push(text);
      index.put(listing({ n, name: 'Lantern', text: text.join(' ') }));
    }
    // Each such listing cost every process 19 MB when a word's forms one letter away were kept.
    expect((index.bytes - empty) / 20).toBeLessThan(16 * 1024);
    const [first] = words[3] as [string];
    expect(found(index, [first])).toEqual([4]);
    expect(found(index, [first.slice(0, 40)])).toEqual([4]);

    for (let n = 1; n <= 20; n++) index.remove(listing({ n, name: '' }).id);
    expect(index.bytes).toBe(empty);
    expect(found(index, [first])).toEqual([]);
    expect(found(index, [first.slice(0, 40)])).toEqual([]);
  });

  it('forgets the words an edit removed and keeps those it kept', () => {
    const index = indexOf({ n: 1, name: 'alpha lighthouse', text: 'keeper quillwort' });
    index.put(listing({ n: 1, name: 'lighthouse beacon', text: 'keeper' }));
    expect(found(index, ['alpha'])).toEqual([]);
    expect(found(index, ['quill'])).toEqual([]);
    expect(found(index, ['lighthose'])).toEqual([1]);
    expect(found(index, ['beacon', 'keeper'])).toEqual([1]);
    // What it takes is what the edited listing alone takes.
    expect(index.bytes).toBe(indexOf({ n: 1, name: 'lighthouse beacon', text: 'keeper' }).bytes);
  });

  it('finds a forgotten word again, once, when a listing holds it again', () => {
    const index = new SearchIndex();
    // Enough forgotten words that the sorted list is rebuilt without them at least once.
    for (let n = 1; n <= 300; n++) {
      index.put(listing({ n, name: `quillwort${n} fern` }));
      index.remove(listing({ n, name: '' }).id);
    }
    index.put(listing({ n: 1, name: 'quillwort1 fern' }));
    index.put(listing({ n: 2, name: 'quillwort2 moss' }));
    expect(found(index, ['quillwort'])).toEqual([2, 1]);
    expect(found(index, ['quillwort1'])).toEqual([1]);
    expect(found(index, ['quillwort'])).toHaveLength(2);
    expect(index.bytes).toBe(
      indexOf({ n: 1, name: 'quillwort1 fern' }, { n: 2, name: 'quillwort2 moss' }).bytes,
    );
  });

  it(`matches a word of more than ${MAX_TYPO_LENGTH} letters whole or as a prefix, never corrected`, () => {
    const long = 'pneumonoultramicroscopics'; // 25 letters
    const longest = 'pneumonoultramicroscopic'; // 24 letters
    const index = indexOf({ n: 1, name: long }, { n: 2, name: 'other', text: longest });
    expect(found(index, [long])).toEqual([1]);
    expect(found(index, ['pneumono'])).toEqual([1, 2]);
    expect(found(index, ['pneumonoultramicroscopicz'])).toEqual([]);
    expect(found(index, ['pneumonoultramicroscopicsx'])).toEqual([]);
    // One letter off a word of 24 letters is still corrected.
    expect(found(index, ['pneumonoultramicroscopyc'])).toEqual([2]);
  });

  it("hashes a word's forms one letter away as it hashes those forms written out", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'é', 'ß', '字', '😀'), { maxLength: 30 }),
        (letters) => {
          expect(deletionHashes(letters)).toEqual(
            deletionsOf(letters).map((form) => hashOf([...form])),
          );
        },
      ),
    );
  });
});
