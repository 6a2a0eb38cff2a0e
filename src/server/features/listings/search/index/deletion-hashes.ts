/**
 * A word's forms with one letter left out: two words one letter apart share such a form, or one
 * is such a form of the other, so the index's vocabulary (search-index-vocabulary.ts) files each
 * word under its forms' hashes to find a typed word's neighbours.
 */

/** The word with each one of its letters left out in turn. */
export function deletionsOf(letters: string[]): string[] {
  return letters.map((_, at) => [...letters.slice(0, at), ...letters.slice(at + 1)].join(''));
}

const HASH_BASE = 131;
/** Kept to 30 bits, so that V8 holds each hash as a small integer rather than a boxed number. */
const HASH_BITS = 0x3fffffff;

/** A hash of the letters, as `deletionHashes` gives for a word one letter longer. */
export function hashOf(letters: readonly string[]): number {
  let hash = 0;
  for (const letter of letters) hash = (Math.imul(hash, HASH_BASE) + codeOf(letter)) | 0;
  return hash & HASH_BITS;
}

/**
 * The hashes of `deletionsOf(letters)`, without building those strings: a word of L letters
 * has L of them, and building them cost the index L strings of L − 1 letters each.
 */
export function deletionHashes(letters: readonly string[]): number[] {
  const count = letters.length;
  // suffix[at]: the hash of the letters from `at` on; powers[n]: HASH_BASE ** n.
  const suffix = new Array<number>(count + 1).fill(0);
  const powers = new Array<number>(count + 1).fill(1);
  for (let at = count - 1; at >= 0; at--) {
    powers[count - at] = Math.imul(powers[count - at - 1] as number, HASH_BASE);
    suffix[at] =
      (Math.imul(codeOf(letters[at] as string), powers[count - at - 1] as number) +
        (suffix[at + 1] as number)) |
      0;
  }
  const hashes: number[] = [];
  let prefix = 0;
  for (let at = 0; at < count; at++) {
    const rest = count - at - 1;
    hashes.push(
      (Math.imul(prefix, powers[rest] as number) + (suffix[at + 1] as number)) & HASH_BITS,
    );
    prefix = (Math.imul(prefix, HASH_BASE) + codeOf(letters[at] as string)) | 0;
  }
  return hashes;
}

const codeOf = (letter: string) => letter.codePointAt(0) as number;
