/**
 * A posting list: the ranks (listing-ranks.ts) of some listings, ascending, in one array of
 * numbers. A walk compares ranks side by side in memory rather than reading each listing,
 * which at a million listings cost a cache miss a step. A plain array, which V8 keeps as
 * unboxed numbers: typed arrays live outside V8's heap, and loading a million listings into
 * them spent seconds in the garbage collector, which runs as that memory grows.
 */
export class RankList {
  private readonly values: number[] = [];

  get length(): number {
    return this.values.length;
  }

  /** The ranks, to be read only. */
  get ranks(): readonly number[] {
    return this.values;
  }

  at(index: number): number {
    return this.values[index] as number;
  }

  /** Adds a rank above every rank here. */
  push(rank: number): void {
    this.values.push(rank);
  }

  insert(rank: number): void {
    const last = this.values[this.values.length - 1];
    if (last === undefined || last < rank) this.values.push(rank);
    else this.values.splice(this.lowerBound(rank), 0, rank);
  }

  remove(rank: number): void {
    const at = this.lowerBound(rank);
    if (this.values[at] === rank) this.removeAt(at);
  }

  /** Puts `rank` at `index`; the caller keeps the list in order. */
  insertAt(index: number, rank: number): void {
    this.values.splice(index, 0, rank);
  }

  removeAt(index: number): void {
    this.values.splice(index, 1);
  }

  /** Changes the rank at `index`; the caller keeps the list in order. */
  set(index: number, rank: number): void {
    this.values[index] = rank;
  }

  /** The first index whose rank is not below `rank`. */
  lowerBound(rank: number): number {
    let low = 0;
    let high = this.values.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.values[middle] as number) < rank) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
