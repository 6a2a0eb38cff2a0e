import { compare, type Key } from './posting-walks.ts';
import { RankList } from './rank-list.ts';

/**
 * Room left between two neighbours' ranks: a listing put between them (one reopened, or whose
 * event arrived after a newer one's) takes the middle, so twenty land in one gap before the
 * listings around it are spread out again.
 */
const GAP = 2 ** 20;
/** The least room between listings spread out again: ten more halvings before the next time. */
const MIN_STEP = 2 ** 10;

/** A listing whose rank changed, from `from` to `to`: the posting lists holding it follow. */
export interface Move<D> {
  doc: D;
  from: number;
  to: number;
}

/** `count` ranks, `GAP` apart. */
function spaced(count: number): RankList {
  const ranks = new RankList();
  for (let at = 1; at <= count; at++) ranks.push(at * GAP);
  return ranks;
}

/** Two runs in Browse's order merged into one, pausing after each `slice` listings. */
function* mergeInSlices<D extends Key>(a: D[], b: D[], slice: number): Generator<void, D[]> {
  const merged: D[] = [];
  let [i, j] = [0, 0];
  while (i < a.length && j < b.length) {
    for (let left = slice; left > 0 && i < a.length && j < b.length; left--) {
      merged.push(compare(a[i] as D, b[j] as D) <= 0 ? (a[i++] as D) : (b[j++] as D));
    }
    yield;
  }
  return merged.concat(a.slice(i), b.slice(j));
}

/**
 * The listings numbered in Browse's order, oldest lowest, so that posting lists (rank-list.ts)
 * order and compare listings by a number alone. Ranks are spaced apart, so that a listing put
 * between two others usually fits without renumbering the rest. A rank's listing is found by
 * its place among the ranks: a map from ranks to listings cost a second of garbage collection
 * to load a million.
 */
export class ListingRanks<D extends Key> {
  /** The listings in Browse's order, each at the same place as its rank in `ordered`. */
  private docs: D[] = [];
  private ordered = new RankList();
  /** Where `doc` last found a listing: a walk asks next for the one just below. */
  private lastFound = 0;

  /** Every listing's rank, ascending. */
  get all(): RankList {
    return this.ordered;
  }

  doc(rank: number): D {
    const below = this.lastFound - 1;
    const at = this.ordered.at(below) === rank ? below : this.ordered.lowerBound(rank);
    this.lastFound = at;
    return this.docs[at] as D;
  }

  /**
   * Numbers listings given in any order, while none are here yet, and answers them in Browse's
   * order. Sorted in slices then merged, pausing after each `slice`: one sort of a million
   * listings kept a process from answering for 1.4 s.
   */
  *load(docs: D[], slice: number): Generator<void, D[]> {
    let runs: D[][] = [];
    for (let from = 0; from < docs.length; from += slice) {
      runs.push(docs.slice(from, from + slice).sort(compare));
      yield;
    }
    while (runs.length > 1) {
      const merged: D[][] = [];
      for (let at = 0; at < runs.length; at += 2) {
        const [first, second] = [runs[at] as D[], runs[at + 1]];
        merged.push(second ? yield* mergeInSlices(first, second, slice) : first);
      }
      runs = merged;
    }
    this.docs = runs[0] ?? [];
    this.ordered = spaced(this.docs.length);
    return this.docs;
  }

  /**
   * Numbers a listing that is not here among those that are, and answers its rank. When its
   * neighbours left no room, the listings around its place are spread out first, and `moved`
   * is told their new ranks.
   */
  add(doc: D, moved: (moves: Move<D>[]) => void): number {
    const at = this.lowerBound(doc);
    if (!this.roomAt(at)) moved(this.spreadAround(at));
    const before = this.rankBefore(at);
    const rank =
      at < this.docs.length ? Math.floor((before + this.ordered.at(at)) / 2) : before + GAP;
    this.ordered.insertAt(at, rank);
    this.docs.splice(at, 0, doc);
    return rank;
  }

  /** Forgets the listing, and answers the rank it had (-1, no list's, if it had none). */
  delete(doc: D): number {
    const at = this.lowerBound(doc);
    if (this.docs[at] !== doc) return -1;
    const rank = this.ordered.at(at);
    this.ordered.removeAt(at);
    this.docs.splice(at, 1);
    return rank;
  }

  /**
   * Puts `doc` in the place of `old`, a version of the same listing at the same place in
   * Browse's order (an edit), and answers the rank they share.
   */
  replace(old: D, doc: D): number {
    const at = this.lowerBound(old);
    this.docs[at] = doc;
    return this.ordered.at(at);
  }

  /** The rank every listing older than `key` is below (a cursor's listing may be gone). */
  bound(key: Key): number {
    const at = this.lowerBound(key);
    return at < this.docs.length ? this.ordered.at(at) : Number.POSITIVE_INFINITY;
  }

  /** The rank of the listing just before place `at`, or 0 before the first. */
  private rankBefore(at: number): number {
    return at > 0 ? this.ordered.at(at - 1) : 0;
  }

  private roomAt(at: number): boolean {
    return at === this.docs.length || this.ordered.at(at) - this.rankBefore(at) >= 2;
  }

  /** The first place whose listing is not older than `key`. */
  private lowerBound(key: Key): number {
    const last = this.docs[this.docs.length - 1];
    // New listings are the newest: the usual insert is at the end.
    if (!last || compare(last, key) < 0) return this.docs.length;
    let low = 0;
    let high = this.docs.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(this.docs[middle] as D, key) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * Spreads out the ranks of the listings around place `at`, leaving room at `at` for one more:
   * the fewest neighbours whose span has MIN_STEP of room for each. Past the newest listing
   * there is always room, so a span that reaches it may grow upwards.
   */
  private spreadAround(at: number): Move<D>[] {
    const count = this.docs.length;
    for (let reach = 8; ; reach *= 2) {
      const [low, high] = [Math.max(0, at - reach), Math.min(count, at + reach)];
      const floor = this.rankBefore(low);
      const ceiling =
        high < count ? this.ordered.at(high) : this.ordered.at(count - 1) + GAP * (high - low + 1);
      // The span's listings and the new one, each in its own step.
      const step = Math.floor((ceiling - floor) / (high - low + 2));
      if (step < MIN_STEP && (low > 0 || high < count)) continue;
      const moves: Move<D>[] = [];
      for (let place = low; place < high; place++) {
        const to = floor + step * (place - low + (place < at ? 1 : 2));
        const from = this.ordered.at(place);
        if (to === from) continue;
        moves.push({ doc: this.docs[place] as D, from, to });
        this.ordered.set(place, to);
      }
      return moves;
    }
  }
}
