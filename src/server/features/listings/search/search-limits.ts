/**
 * What a search may match, as the index in memory and the database's word indexes both read it:
 * which of its words count and which words may be corrected, to what.
 */

/** Only the first few words of a search count. */
export const MAX_SEARCH_WORDS = 6;

/** Shorter words have too many neighbours one letter away for a correction to mean anything. */
export const MIN_TYPO_LENGTH = 5;
/**
 * Longer words are matched whole or as prefixes, never corrected nor a correction: a word's forms
 * one letter away cost memory in proportion to its length, and anyone can post a word of 2,000
 * letters (each cost every process 4 MB). Real words this long are rare, and typed whole.
 */
export const MAX_TYPO_LENGTH = 24;

/** Whether a word of `letters` letters may be corrected, or be a correction. */
export const correctable = (letters: number) =>
  letters >= MIN_TYPO_LENGTH && letters <= MAX_TYPO_LENGTH;
export const MAX_CORRECTIONS = 8;

/** One letter changed, added or removed. */
export function withinOneEdit(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  let j = 0;
  while (j < x.length - i && j < y.length - i && x[x.length - 1 - j] === y[y.length - 1 - j]) j++;
  return x.length - i - j <= 1 && y.length - i - j <= 1;
}
