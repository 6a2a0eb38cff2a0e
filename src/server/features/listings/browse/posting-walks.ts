/**
 * Posting lists: listings kept oldest first in Browse's order, and walks down them newest first
 * for search-index.ts, which keeps one list per word.
 */
export type Key = { createdAt: number; id: string };

/** Browse's order, oldest first: `createdAt`, then id (as the database orders uuids). */
export function compare(a: Key, b: Key) {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The first index whose doc is not older than `key`. */
function lowerBound<D extends Key>(docs: readonly D[], key: Key): number {
  let low = 0;
  let high = docs.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(docs[middle] as D, key) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function insertSorted<D extends Key>(docs: D[], doc: D): void {
  const last = docs[docs.length - 1];
  // New listings are the newest: the usual insert is a push.
  if (!last || compare(last, doc) < 0) docs.push(doc);
  else docs.splice(lowerBound(docs, doc), 0, doc);
}

export function removeSorted<D extends Key>(docs: D[], doc: D): void {
  const at = lowerBound(docs, doc);
  if (docs[at] === doc) docs.splice(at, 1);
}

/** Lists merged into one walk at most; a word with more forms is walked by its listings. */
export const MAX_MERGED = 32;

/**
 * A walk down the union of some posting lists (one typed word's forms), newest first: each list
 * keeps where the walk is in it.
 */
export class Postings<D extends Key> {
  private readonly positions: number[];

  constructor(
    private readonly lists: readonly D[][],
    below: Key | null,
  ) {
    this.positions = lists.map((docs) => (below ? lowerBound(docs, below) : docs.length) - 1);
  }

  /** The newest doc in any list not newer than `key` (any at all without one). */
  atOrBelow(key?: D): D | undefined {
    let newest: D | undefined;
    for (let list = 0; list < this.lists.length; list++) {
      const docs = this.lists[list] as D[];
      let at = this.positions[list] as number;
      if (key && at >= 0 && compare(docs[at] as D, key) > 0) {
        at = lastNotNewer(docs, at, key);
        this.positions[list] = at;
      }
      const doc = docs[at];
      if (doc && (!newest || compare(doc, newest) > 0)) newest = doc;
    }
    return newest;
  }

  /** Steps past `doc` in every list that holds it. */
  skip(doc: D): void {
    for (let list = 0; list < this.lists.length; list++) {
      const at = this.positions[list] as number;
      if ((this.lists[list] as D[])[at] === doc) this.positions[list] = at - 1;
    }
  }
}

/**
 * The docs every walk holds, newest first: each walk in turn jumps to the newest doc not newer
 * than the others' (a leapfrog join), so two common words whose listings rarely meet cost about
 * what their lists' lengths do, not a check of every listing of one of them.
 */
export function* newestFirst<D extends Key>(walks: Postings<D>[]): Generator<D> {
  const [first] = walks;
  let candidate = first?.atOrBelow();
  while (candidate) {
    let agreed = true;
    for (const walk of walks) {
      const found = walk.atOrBelow(candidate);
      if (!found) return;
      if (found !== candidate) {
        candidate = found;
        agreed = false;
        break;
      }
    }
    if (!agreed) continue;
    yield candidate;
    for (const walk of walks) walk.skip(candidate);
    candidate = first?.atOrBelow();
  }
}

/** The last index at or before `from` whose doc is not newer than `key`, or -1; gallops down. */
function lastNotNewer<D extends Key>(docs: readonly D[], from: number, key: Key): number {
  let step = 1;
  let high = from;
  let low = from - step;
  while (low >= 0 && compare(docs[low] as D, key) > 0) {
    high = low;
    step *= 2;
    low = from - step;
  }
  // docs[high] is newer than key; docs[low] (when low >= 0) is not.
  low = Math.max(low, -1);
  while (high - low > 1) {
    const middle = (low + high) >>> 1;
    if (compare(docs[middle] as D, key) > 0) high = middle;
    else low = middle;
  }
  return low;
}

export const total = (lists: Key[][]) => lists.reduce((sum, docs) => sum + docs.length, 0);
