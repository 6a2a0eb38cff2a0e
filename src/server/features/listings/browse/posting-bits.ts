/**
 * Which listings a long posting list holds, one bit per listing: whether a listing has a word is
 * then one test rather than a search of the word's list. A list gets its bits the first time a
 * search asks (`PostingBits.of`), only once it is long enough that the bits take less room than
 * the list's own references (eight bytes a listing against one bit for every listing there is).
 */
export interface Numbered {
  /** Given once per listing by the index, in the order listings arrive; never reused. */
  num: number;
}

/** Lists shorter than this are searched: at a few dozen listings that is as quick. */
const MIN_LISTED = 64;
/** A list gets bits once it holds this share of the listings numbered so far (1 in 64). */
const SHARE_SHIFT = 6;

export class PostingBits {
  private words: Uint32Array;

  private constructor(docs: readonly Numbered[], numbered: number) {
    this.words = new Uint32Array((numbered >>> 5) + 1);
    for (const doc of docs) this.add(doc.num);
  }

  /** The bits of `docs`, built now if the list is long enough to deserve them, else null. */
  static of(
    kept: Map<readonly Numbered[], PostingBits>,
    docs: readonly Numbered[],
    numbered: number,
  ): PostingBits | null {
    const bits = kept.get(docs);
    if (bits) return bits;
    if (docs.length < MIN_LISTED || docs.length < numbered >>> SHARE_SHIFT) return null;
    const built = new PostingBits(docs, numbered);
    kept.set(docs, built);
    return built;
  }

  has(num: number): boolean {
    return ((this.words[num >>> 5] ?? 0) & (1 << (num & 31))) !== 0;
  }

  add(num: number): void {
    const at = num >>> 5;
    if (at >= this.words.length) {
      const grown = new Uint32Array(Math.max(at + 1, this.words.length * 2));
      grown.set(this.words);
      this.words = grown;
    }
    this.words[at] = (this.words[at] as number) | (1 << (num & 31));
  }

  delete(num: number): void {
    const at = num >>> 5;
    if (at < this.words.length) this.words[at] = (this.words[at] as number) & ~(1 << (num & 31));
  }
}
