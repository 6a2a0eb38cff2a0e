// Search's rules written out plainly for search-index-reference.test.ts: a random catalogue
// and a reference ranking to hold the index to.
import type { IndexedListing } from '@/server/features/listings/search/index/search-index.ts';
import {
  correctable,
  MAX_CORRECTIONS,
  MAX_TYPO_LENGTH,
  withinOneEdit,
} from '@/server/features/listings/search/search-limits.ts';
import type { TierRow } from '@/server/features/listings/search/search-tiers.ts';
import { type Cursor, PLANK_NEIGHBOURS } from './search-index-fixtures.ts';

/** Deterministic: a failure seen once is seen again. */
export function mulberry32(seed: number): () => number {
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
export const VOCABULARY = [
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
  ...PLANK_NEIGHBOURS,
  'ab',
  'abc',
  'abcd',
  'v2',
  'x',
  // More forms of "ab" than the index merges posting lists for.
  ...Array.from({ length: 40 }, (_, at) => `ab${String(at).padStart(3, '0')}`),
];
/** Words that first appear in edits, after the index has served searches. */
export const LATE_VOCABULARY = [
  'sailmaker',
  'lofter',
  'plank',
  'planks',
  'cranes',
  'grater',
  'tidy',
];
export const QUERY_ONLY = ['plank', 'harbr', 'lanterns', 'zzzzz', 'qu', 'sa', 'grea'];
export const CATEGORIES = ['Web', 'Mobile', 'DevTool', 'Other'];

export interface Prepared {
  listing: IndexedListing;
  name: ReadonlySet<string>;
  anywhere: ReadonlySet<string>;
}

/** Search's rules written out plainly, over every listing, to hold the index to. */
export class Reference {
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
  rank(folded: readonly string[], category?: string, platform?: string): TierRow[] {
    const query: { whole: string[]; prefix: string[] }[] = [];
    const vocabulary = [...this.usage.keys()];
    for (const text of folded) {
      const whole = this.usage.has(text) ? [text] : [];
      const longer = vocabulary.filter((word) => word !== text && word.startsWith(text));
      if (whole.length > 0 || longer.length > 0) {
        query.push({ whole, prefix: [...whole, ...longer] });
        continue;
      }
      if (!correctable([...text].length)) return [];
      const corrections = vocabulary
        .filter((word) => [...word].length <= MAX_TYPO_LENGTH && withinOneEdit(text, word))
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
      if (platform && !listing.platforms.includes(platform)) continue;
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
export function pageAfter(
  ranked: readonly TierRow[],
  after: Cursor | null,
  limit: number,
): TierRow[] {
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
