import { describe, expect, it } from 'vitest';
import { type IndexedListing, SearchIndex } from './search-index.ts';
import { lexeme, MAX_CORRECTIONS, MIN_TYPO_LENGTH, withinOneEdit } from './search-terms.ts';
import type { TierRow } from './search-tiers.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const numberOf = (id: string) => Number(id.slice(-12));
const START = Date.UTC(2024, 0, 1);
const minute = (at: number) => new Date(START + at * 60_000);

interface Spec {
  n: number;
  name: string;
  text?: string;
  /** Minutes after START; the listing's number when not given. */
  at?: number;
  category?: string;
}

function listing({ n, name, text = '', at = n, category = 'Web' }: Spec): IndexedListing {
  const nameWords = name.split(' ').filter(Boolean);
  const described = text.split(' ').filter(Boolean);
  return {
    id: uuid(n),
    createdAt: minute(at),
    category,
    nameWords,
    // As the database gives them: every word of the listing, the name's included.
    words: [...new Set([...nameWords, ...described])],
  };
}

function indexOf(...specs: Spec[]): SearchIndex {
  const index = new SearchIndex();
  for (const spec of specs) index.put(listing(spec));
  return index;
}

type Cursor = { tier: number; createdAt: string; id: string };

const cursorOf = (row: TierRow): Cursor => ({
  tier: row.tier,
  createdAt: row.createdAt.toISOString(),
  id: row.id,
});

/** Rows as text, so that a failure shows which listing moved where. */
const shown = (rows: readonly TierRow[]) =>
  rows.map((row) => `${row.tier} ${row.createdAt.toISOString()} ${numberOf(row.id)}`);

const everything = (index: SearchIndex, words: readonly string[], category?: string) =>
  index.search(words, { category, after: null, limit: 100_000 });

/** The listings' numbers, best first. */
const found = (index: SearchIndex, words: readonly string[], category?: string) =>
  everything(index, words, category).map((row) => numberOf(row.id));

const tiersOf = (index: SearchIndex, words: readonly string[]) =>
  everything(index, words).map((row) => [numberOf(row.id), row.tier]);

/** Every row, each page read from the cursor of the page before, as a client pages. */
function walk(
  index: SearchIndex,
  words: readonly string[],
  limit: number,
  category?: string,
): TierRow[] {
  const rows: TierRow[] = [];
  let after: Cursor | null = null;
  // More pages than listings means the cursor is going round in circles.
  for (let pages = 0; pages <= index.size + 1; pages++) {
    const page = index.search(words, { category, after, limit });
    expect(page.length).toBeLessThanOrEqual(limit);
    rows.push(...page);
    const last = page[page.length - 1];
    if (page.length < limit || !last) return rows;
    after = cursorOf(last);
  }
  throw new Error(`paging ${words.join(' ')} by ${limit} never ended`);
}

function expectSamePages(index: SearchIndex, words: readonly string[], category?: string) {
  const all = shown(everything(index, words, category));
  for (const limit of [1, 2, 3]) {
    expect(shown(walk(index, words, limit, category)), `by ${limit}`).toEqual(all);
  }
  return all;
}

describe('SearchIndex ranking', () => {
  it('ranks by tier, then newest first within a tier', () => {
    const index = indexOf(
      { n: 1, name: 'sail loft', at: 10 },
      { n: 2, name: 'harbour map', text: 'sailing charts lofty view', at: 100 },
      { n: 3, name: 'sail loft', at: 50 },
      { n: 4, name: 'sailing notes', text: 'kept in the loft', at: 70 },
      { n: 5, name: 'dock guide', text: 'a sail loft nearby', at: 60 },
      { n: 6, name: 'sailing lofts', at: 90 },
      { n: 7, name: 'sail sailing loft', at: 20 },
      { n: 8, name: 'sail', text: 'no second word', at: 200 },
      { n: 9, name: 'lofts', text: 'sail', at: 30 },
    );
    expect(tiersOf(index, ['sail', 'loft'])).toEqual([
      [3, 0],
      [7, 0],
      [1, 0],
      [6, 1],
      [5, 2],
      [2, 3],
      [4, 3],
      [9, 3],
    ]);
    // The typed order does not matter.
    expect(found(index, ['loft', 'sail'])).toEqual(found(index, ['sail', 'loft']));
  });

  it('breaks a tie in createdAt by id, highest first', () => {
    const index = indexOf(
      { n: 11, name: 'kayak', at: 5 },
      { n: 13, name: 'kayak', at: 5 },
      { n: 2, name: 'kayak', at: 5 },
      { n: 12, name: 'kayak', at: 5 },
      { n: 1, name: 'kayak', at: 6 },
      { n: 20, name: 'kayak', at: 4 },
    );
    expect(found(index, ['kayak'])).toEqual([1, 13, 12, 11, 2, 20]);
    expectSamePages(index, ['kayak']);
  });

  it('pages through every tier, each listing once, for any page size', () => {
    const index = indexOf(
      { n: 1, name: 'reef knot', at: 10 },
      { n: 2, name: 'reef knots', at: 10 },
      { n: 3, name: 'reefs knot', at: 12 },
      { n: 4, name: 'chart', text: 'reef knot', at: 12 },
      { n: 5, name: 'reef knot', at: 12 },
      { n: 6, name: 'chart', text: 'reefing knotted', at: 3 },
      { n: 7, name: 'reef', text: 'knot', at: 12 },
      { n: 8, name: 'reef', text: 'knots', at: 12 },
      { n: 9, name: 'reef knot', at: 1 },
      { n: 10, name: 'knot', text: 'reef', at: 40 },
      { n: 11, name: 'reefer knotty', at: 2 },
      { n: 12, name: 'unrelated', text: 'words only', at: 50 },
    );
    const all = expectSamePages(index, ['reef', 'knot']);
    expect(all.map((row) => Number(row.split(' ')[2]))).toEqual([
      5, 1, 9, 3, 2, 11, 10, 7, 4, 8, 6,
    ]);
    expect(all.map((row) => Number(row[0]))).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3]);
  });

  it('shows only the category asked for, in the same order', () => {
    const index = indexOf(
      { n: 1, name: 'tiller', category: 'Web' },
      { n: 2, name: 'tiller', category: 'Mobile' },
      { n: 3, name: 'rudder', text: 'tiller', category: 'Mobile' },
      { n: 4, name: 'tillers', category: 'Web' },
      { n: 5, name: 'tillers', category: 'Mobile' },
      { n: 6, name: 'tiller', category: 'DevTool' },
    );
    expect(found(index, ['tiller'])).toEqual([6, 2, 1, 5, 4, 3]);
    expect(found(index, ['tiller'], 'Mobile')).toEqual([2, 5, 3]);
    expect(found(index, ['tiller'], 'Web')).toEqual([1, 4]);
    expect(found(index, ['tiller'], 'Other')).toEqual([]);
    expectSamePages(index, ['tiller'], 'Mobile');
  });

  it('places a listing put with an older createdAt among the older ones', () => {
    // Most listings hold "boat", so its tiers walk every listing; "dinghy" is rare, so its
    // tiers walk its own postings: both must see the late insert in its place.
    const index = indexOf(
      { n: 1, name: 'boat dinghy', at: 10 },
      { n: 2, name: 'boat', at: 20 },
      { n: 3, name: 'boat', at: 30 },
      { n: 4, name: 'boat dinghy', at: 40 },
      { n: 5, name: 'canoe', at: 50 },
      { n: 6, name: 'canoe', at: 60 },
      { n: 7, name: 'canoe', at: 70 },
      { n: 8, name: 'canoe', at: 80 },
      { n: 9, name: 'canoe', at: 90 },
    );
    index.put(listing({ n: 10, name: 'boat dinghy', at: 25 }));
    index.put(listing({ n: 11, name: 'boat dinghy', at: 5 }));
    expect(found(index, ['boat'])).toEqual([4, 3, 10, 2, 1, 11]);
    expect(found(index, ['dinghy'])).toEqual([4, 10, 1, 11]);
    expectSamePages(index, ['boat']);
    expectSamePages(index, ['dinghy']);
  });
});

describe('SearchIndex changes', () => {
  it('finds an edited listing by its new words only, and where its new date puts it', () => {
    const index = indexOf(
      { n: 1, name: 'sail loft', at: 10 },
      { n: 2, name: 'sail maker', at: 20 },
      { n: 3, name: 'anchor chain', at: 30 },
    );
    expect(found(index, ['sail'])).toEqual([2, 1]);
    index.put(listing({ n: 1, name: 'anchor winch', at: 10 }));
    expect(index.size).toBe(3);
    expect(found(index, ['sail'])).toEqual([2]);
    expect(found(index, ['loft'])).toEqual([]);
    expect(found(index, ['anchor'])).toEqual([3, 1]);
    expect(found(index, ['winch'])).toEqual([1]);
    // A word moved from the name to the description drops a tier.
    index.put(listing({ n: 3, name: 'chain', text: 'anchor', at: 30 }));
    expect(tiersOf(index, ['anchor'])).toEqual([
      [1, 0],
      [3, 2],
    ]);
    index.put(listing({ n: 1, name: 'anchor winch', at: 40 }));
    index.put(listing({ n: 3, name: 'anchor chain', at: 30 }));
    expect(found(index, ['anchor'])).toEqual([1, 3]);
    expect(found(index, ['anchor'], 'Mobile')).toEqual([]);
    index.put({ ...listing({ n: 1, name: 'anchor winch', at: 40 }), category: 'Mobile' });
    expect(found(index, ['anchor'], 'Mobile')).toEqual([1]);
  });

  it('forgets a removed listing under every word it had', () => {
    const index = indexOf(
      { n: 1, name: 'sail loft', text: 'harbour', at: 10 },
      { n: 2, name: 'sail maker', at: 20 },
    );
    index.remove(uuid(1));
    expect(index.size).toBe(1);
    for (const word of ['sail', 'loft', 'harbour', 'lof', 'harb']) {
      expect(found(index, [word]), word).not.toContain(1);
    }
    expect(found(index, ['sail'])).toEqual([2]);
    // Removing what is not there changes nothing.
    index.remove(uuid(1));
    index.remove(uuid(99));
    expect(index.size).toBe(1);
    expect(found(index, ['sail'])).toEqual([2]);
    // And it can come back.
    index.put(listing({ n: 1, name: 'sail loft', at: 10 }));
    expect(found(index, ['sail'])).toEqual([2, 1]);
  });

  it('no longer finds a word whose listings are all gone, nor lets it stop a correction', () => {
    const index = indexOf(
      { n: 1, name: 'harbor', at: 10 },
      { n: 2, name: 'harbour', at: 20 },
      { n: 3, name: 'lantern', at: 30 },
      { n: 4, name: 'sailor', at: 40 },
      { n: 5, name: 'sails', at: 50 },
    );
    // Typed as it exists, a word is not corrected to its neighbour.
    expect(found(index, ['harbor'])).toEqual([1]);
    index.remove(uuid(1));
    expect(found(index, ['harbor'])).toEqual([2]);
    expect(found(index, ['harbo'])).toEqual([2]);
    // An edit that drops the word counts as much as a removal.
    index.put(listing({ n: 2, name: 'mooring', at: 20 }));
    expect(found(index, ['harbour'])).toEqual([]);
    expect(found(index, ['harbor'])).toEqual([]);
    expect(found(index, ['harb'])).toEqual([]);
    expect(found(index, ['harbor', 'lantern'])).toEqual([]);
    expect(found(index, ['lantern'])).toEqual([3]);
    // A word that only starts unused words is corrected like any other.
    expect(found(index, ['sailo'])).toEqual([4]);
    index.remove(uuid(4));
    expect(found(index, ['sailo'])).toEqual([5]);
  });
});

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
    const neighbours = [
      'blank',
      'clank',
      'flank',
      'plane',
      'plans',
      'plant',
      'plonk',
      'prank',
      'plink',
      'plunk',
    ];
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

  it('finds nothing for words that were only punctuation', () => {
    const index = indexOf({ n: 1, name: 'sail loft' });
    expect(index.search(['&|!'], { after: null, limit: 10 })).toEqual([]);
    expect(index.search(['&|!', ':*'], { after: null, limit: 10 })).toEqual([]);
    expect(index.search([], { after: null, limit: 10 })).toEqual([]);
    // Beside a real word it is left out, not matched.
    expect(found(index, ['&|!', 'sail'])).toEqual([1]);
    expect(found(index, ['sail!'])).toEqual([1]);
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

/** Deterministic: a failure seen once is seen again. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Near one another on purpose: shared starts, and neighbours one letter apart. */
const VOCABULARY = [
  'sail',
  'sails',
  'sailor',
  'sailing',
  'tailor',
  'loft',
  'lofts',
  'lofty',
  'harbor',
  'harbour',
  'anchor',
  'anchors',
  'rope',
  'ropes',
  'knot',
  'knots',
  'marlin',
  'marlinspike',
  'quill',
  'quillwort',
  'beacon',
  'bacon',
  'beckon',
  'lantern',
  'pattern',
  'patter',
  'batter',
  'better',
  'letter',
  'litter',
  'ledger',
  'lodger',
  'chart',
  'charts',
  'charter',
  'tiller',
  'rudder',
  'ladder',
  'keel',
  'mast',
  'master',
  'mister',
  'deck',
  'decks',
  'dock',
  'docks',
  'tide',
  'tides',
  'tidal',
  'wave',
  'waves',
  'brine',
  'brink',
  'drink',
  'drinks',
  'crane',
  'crank',
  'crate',
  'grate',
  'great',
  'greet',
  'blank',
  'clank',
  'flank',
  'plane',
  'plans',
  'plant',
  'plonk',
  'prank',
  'plink',
  'plunk',
  'ab',
  'abc',
  'abcd',
  'v2',
  'x',
  // More forms of "ab" than the index merges posting lists for.
  ...Array.from({ length: 40 }, (_, at) => `ab${String(at).padStart(3, '0')}`),
];
/** Words that first appear in edits, after the index has served searches. */
const LATE_VOCABULARY = ['sailmaker', 'lofter', 'plank', 'planks', 'cranes', 'grater', 'tidy'];
const QUERY_ONLY = ['plank', 'harbr', 'lanterns', 'zzzzz', 'qu', 'sa', 'grea'];
const CATEGORIES = ['Web', 'Mobile', 'DevTool', 'Other'];

interface Prepared {
  listing: IndexedListing;
  name: ReadonlySet<string>;
  anywhere: ReadonlySet<string>;
}

/** Search's rules written out plainly, over every listing, to hold the index to. */
class Reference {
  private readonly listings: Prepared[];
  private readonly usage = new Map<string, number>();

  constructor(listings: Iterable<IndexedListing>) {
    this.listings = [...listings].map((listing) => ({
      listing,
      name: new Set(listing.nameWords),
      anywhere: new Set([...listing.nameWords, ...listing.words]),
    }));
    for (const { anywhere } of this.listings) {
      for (const word of anywhere) this.usage.set(word, (this.usage.get(word) ?? 0) + 1);
    }
  }

  /** Every match, best first. */
  rank(folded: readonly string[], category?: string): TierRow[] {
    const query: { whole: string[]; prefix: string[] }[] = [];
    const vocabulary = [...this.usage.keys()];
    for (const typed of folded) {
      const text = lexeme(typed);
      if (!text) continue;
      const whole = this.usage.has(text) ? [text] : [];
      const longer = vocabulary.filter((word) => word !== text && word.startsWith(text));
      if (whole.length > 0 || longer.length > 0) {
        query.push({ whole, prefix: [...whole, ...longer] });
        continue;
      }
      if ([...text].length < MIN_TYPO_LENGTH) return [];
      const corrections = vocabulary
        .filter((word) => withinOneEdit(text, word))
        .sort(
          (a, b) =>
            (this.usage.get(b) ?? 0) - (this.usage.get(a) ?? 0) || (a < b ? -1 : a > b ? 1 : 0),
        )
        .slice(0, MAX_CORRECTIONS);
      if (corrections.length === 0) return [];
      query.push({ whole: corrections, prefix: corrections });
    }
    if (query.length === 0) return [];
    const holds = (words: ReadonlySet<string>, forms: string[]) =>
      forms.some((form) => words.has(form));
    const rows: TierRow[] = [];
    for (const { listing, name, anywhere } of this.listings) {
      if (category && listing.category !== category) continue;
      const tier = query.every((word) => holds(name, word.whole))
        ? 0
        : query.every((word) => holds(name, word.prefix))
          ? 1
          : query.every((word) => holds(anywhere, word.whole))
            ? 2
            : query.every((word) => holds(anywhere, word.prefix))
              ? 3
              : -1;
      if (tier >= 0) rows.push({ id: listing.id, tier, createdAt: listing.createdAt });
    }
    return rows.sort(
      (a, b) =>
        a.tier - b.tier ||
        b.createdAt.getTime() - a.createdAt.getTime() ||
        (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
    );
  }
}

/** The rows strictly after the cursor in search order, the first `limit` of them. */
function pageAfter(ranked: readonly TierRow[], after: Cursor | null, limit: number): TierRow[] {
  const rows = after
    ? ranked.filter((row) => {
        const at = new Date(after.createdAt).getTime();
        return (
          row.tier > after.tier ||
          (row.tier === after.tier &&
            (row.createdAt.getTime() < at || (row.createdAt.getTime() === at && row.id < after.id)))
        );
      })
    : ranked;
  return rows.slice(0, limit);
}

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
        const ranked = reference.rank(query, category);
        const what = JSON.stringify({ batch, query, category });
        expect(shown(everything(index, query, category)), what).toEqual(shown(ranked));
        for (const limit of [1, 5, 20]) {
          // Short pages cost a search each: the first pages and random cursors stand in for
          // walking a long result to its end.
          const pages = limit === 20 ? Number.POSITIVE_INFINITY : 30;
          let after: Cursor | null = null;
          let seen = 0;
          for (let page = 0; page < pages; page++) {
            const rows = index.search(query, { category, after, limit });
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
            shown(index.search(query, { category, after, limit })),
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
