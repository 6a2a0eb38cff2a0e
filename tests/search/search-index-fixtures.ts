import { expect } from 'vitest';
import {
  type IndexedListing,
  SearchIndex,
} from '@/server/features/listings/search/index/search-index.ts';
import type { TierRow } from '@/server/features/listings/search/search-tiers.ts';

// Listings, searches and pages for the search index's tests, by number: listing 3 has id
// uuid(3) and, unless told otherwise, was created 3 minutes after START.

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const numberOf = (id: string) => Number(id.slice(-12));
const START = Date.UTC(2024, 0, 1);
export const minute = (at: number) => new Date(START + at * 60_000);

export interface Spec {
  n: number;
  name: string;
  text?: string;
  /** Minutes after START; the listing's number when not given. */
  at?: number;
  category?: string;
  platforms?: string[];
}

export function listing({
  n,
  name,
  text = '',
  at = n,
  category = 'Web',
  platforms = [],
}: Spec): IndexedListing {
  const nameWords = name.split(' ').filter(Boolean);
  const described = text.split(' ').filter(Boolean);
  return {
    id: uuid(n),
    createdAt: minute(at),
    category,
    platforms,
    nameWords,
    // As the database gives them: every word of the listing, the name's included.
    words: [...new Set([...nameWords, ...described])],
  };
}

export function indexOf(...specs: Spec[]): SearchIndex {
  const index = new SearchIndex();
  for (const spec of specs) index.put(listing(spec));
  return index;
}

export type Cursor = { tier: number; createdAt: string; id: string };

export const cursorOf = (row: TierRow): Cursor => ({
  tier: row.tier,
  createdAt: row.createdAt.toISOString(),
  id: row.id,
});

/** Rows as text, so that a failure shows which listing moved where. */
export const shown = (rows: readonly TierRow[]) =>
  rows.map((row) => `${row.tier} ${row.createdAt.toISOString()} ${numberOf(row.id)}`);

export const everything = (
  index: SearchIndex,
  words: readonly string[],
  category?: string,
  platform?: string,
) => index.search(words, { category, platform, after: null, limit: 100_000 });

/** The listings' numbers, best first. */
export const found = (
  index: SearchIndex,
  words: readonly string[],
  category?: string,
  platform?: string,
) => everything(index, words, category, platform).map((row) => numberOf(row.id));

export const tiersOf = (index: SearchIndex, words: readonly string[]) =>
  everything(index, words).map((row) => [numberOf(row.id), row.tier]);

/** Every row, each page read from the cursor of the page before, as a client pages. */
export function walk(
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

export function expectSamePages(index: SearchIndex, words: readonly string[], category?: string) {
  const all = shown(everything(index, words, category));
  for (const limit of [1, 2, 3]) {
    expect(shown(walk(index, words, limit, category)), `by ${limit}`).toEqual(all);
  }
  return all;
}

/** Ten words one letter from "plank", more than MAX_CORRECTIONS: which of them a correction keeps. */
export const PLANK_NEIGHBOURS = [
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
