/**
 * Walks down posting lists (rank-list.ts) newest first, for search-index.ts, which keeps one
 * list per word: a listing is its rank (listing-ranks.ts), higher for newer.
 */
import type { RankList } from './rank-list.ts';

export type Key = { createdAt: number; id: string };

/** Browse's order, oldest first: `createdAt`, then id (as the database orders uuids). */
export function compare(a: Key, b: Key) {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Lists merged into one walk at most; a word with more forms is walked by its listings. */
export const MAX_MERGED = 32;

/** What a walk answers when it has nothing left: below every rank. */
const NONE = -1;

/**
 * A walk down the union of some posting lists (one typed word's forms), newest first, from
 * below the rank `below`: each list keeps where the walk is in it.
 */
export class Postings {
  private readonly lists: (readonly number[])[];
  private readonly positions: number[];

  constructor(lists: readonly RankList[], below: number) {
    this.lists = lists.map((list) => list.ranks);
    this.positions = lists.map((list) => list.lowerBound(below) - 1);
  }

  /** The newest rank in any list not above `rank`, or NONE. */
  atOrBelow(rank = Number.POSITIVE_INFINITY): number {
    let newest = NONE;
    for (let list = 0; list < this.lists.length; list++) {
      const ranks = this.lists[list] as readonly number[];
      let at = this.positions[list] as number;
      if (at >= 0 && (ranks[at] as number) > rank) {
        at = lastNotAbove(ranks, at, rank);
        this.positions[list] = at;
      }
      if (at >= 0 && (ranks[at] as number) > newest) newest = ranks[at] as number;
    }
    return newest;
  }

  /** Steps past `rank` in every list that holds it. */
  skip(rank: number): void {
    for (let list = 0; list < this.lists.length; list++) {
      const at = this.positions[list] as number;
      if (at >= 0 && (this.lists[list] as readonly number[])[at] === rank)
        this.positions[list] = at - 1;
    }
  }
}

/**
 * The ranks every walk holds, newest first: each walk in turn jumps to the newest rank not above
 * the others' (a leapfrog join), so two common words whose listings rarely meet cost about what
 * their lists' lengths do, not a check of every listing of one of them.
 */
export function* newestFirst(walks: Postings[]): Generator<number> {
  const [first] = walks;
  if (!first) return;
  let candidate = first.atOrBelow();
  while (candidate !== NONE) {
    let agreed = true;
    for (const walk of walks) {
      const found = walk.atOrBelow(candidate);
      if (found === NONE) return;
      if (found !== candidate) {
        candidate = found;
        agreed = false;
        break;
      }
    }
    if (!agreed) continue;
    yield candidate;
    for (const walk of walks) walk.skip(candidate);
    candidate = first.atOrBelow();
  }
}

/** The last index at or before `from` whose rank is not above `rank`, or -1; gallops down. */
function lastNotAbove(ranks: readonly number[], from: number, rank: number): number {
  let step = 1;
  let high = from;
  let low = from - step;
  while (low >= 0 && (ranks[low] as number) > rank) {
    high = low;
    step *= 2;
    low = from - step;
  }
  // ranks[high] is above rank; ranks[low] (when low >= 0) is not.
  low = Math.max(low, -1);
  while (high - low > 1) {
    const middle = (low + high) >>> 1;
    if ((ranks[middle] as number) > rank) high = middle;
    else low = middle;
  }
  return low;
}

export const total = (lists: readonly RankList[]) =>
  lists.reduce((sum, list) => sum + list.length, 0);
