import {
  correctable,
  MAX_CORRECTIONS,
  withinOneEdit,
} from '@/server/features/listings/search/search-limits.ts';
import { deletionHashes, deletionsOf, hashOf } from './deletion-hashes.ts';
import { RankList } from './rank-list.ts';

/** A word and the open listings that hold it, in name and anywhere, by rank. */
export interface Word {
  text: string;
  inName: RankList;
  anywhere: RankList;
}

/**
 * What the index's parts cost in V8's heap, measured with `--expose-gc` on words and listings
 * like the bench's: a word (its map entry, object, two empty lists and place among the sorted),
 * its text, and each of its forms one letter away.
 */
const WORD_BYTES = 250;
const FORM_BYTES = 45;
/** Forgotten words' texts kept in the sorted list before it is rebuilt without them. */
const FORGOTTEN_TEXT_BYTES = 1 << 20;

/**
 * The search index's words, each with its posting lists: sorted, to find a typed word's longer
 * forms, and by a hash of each form with one letter deleted, to find its neighbours one letter
 * away. A word no listing holds any more is forgotten: anyone can write words, and every process
 * keeps them.
 */
export class IndexVocabulary {
  private readonly words = new Map<string, Word>();
  /** Every word, sorted, for prefixes; words added since the last search wait in `unsorted`. */
  private sorted: string[] = [];
  private unsorted: string[] = [];
  /** Words forgotten that `sorted` or `unsorted` still hold, until they are rebuilt. */
  private readonly forgotten = new Set<string>();
  private forgottenBytes = 0;
  /**
   * Words by the hash of each form with one letter deleted: two words one letter apart share
   * such a form, or one is such a form of the other. A hash shared by chance only adds a
   * candidate that `withinOneEdit` turns away. One word is kept bare, more in an array.
   */
  private readonly deletions = new Map<number, Word | Word[]>();
  private estimate = 0;

  /** About what the words take in memory; forgotten texts, at most a megabyte, left out. */
  get bytes(): number {
    return this.estimate;
  }

  get size(): number {
    return this.words.size;
  }

  get(text: string): Word | undefined {
    return this.words.get(text);
  }

  values(): Iterable<Word> {
    return this.words.values();
  }

  /** The word, added with empty lists if it is new. */
  word(text: string): Word {
    let word = this.words.get(text);
    if (word) return word;
    word = { text, inName: new RankList(), anywhere: new RankList() };
    this.words.set(text, word);
    if (this.forgotten.delete(text)) this.forgottenBytes -= textBytes(text);
    else this.unsorted.push(text);
    const forms = formsOf(text);
    this.estimate += bytesOf(text, forms.length);
    for (const form of forms) {
      const holders = this.deletions.get(form);
      if (!holders) this.deletions.set(form, word);
      else if (Array.isArray(holders)) holders.push(word);
      else this.deletions.set(form, [holders, word]);
    }
    return word;
  }

  /** Forgets the word if no listing holds it any more. */
  release(word: Word): void {
    if (word.anywhere.length > 0 || this.words.get(word.text) !== word) return;
    this.words.delete(word.text);
    const forms = formsOf(word.text);
    this.estimate -= bytesOf(word.text, forms.length);
    for (const form of forms) {
      const holders = this.deletions.get(form);
      if (holders === word) this.deletions.delete(form);
      else if (Array.isArray(holders)) {
        const left = holders.filter((holder) => holder !== word);
        this.deletions.set(form, left.length === 1 ? (left[0] as Word) : left);
      }
    }
    this.forgotten.add(word.text);
    this.forgottenBytes += textBytes(word.text);
    if (this.forgottenBytes > FORGOTTEN_TEXT_BYTES || this.forgotten.size > this.words.size)
      this.dropForgotten();
  }

  /** The words in use that start with `text` and are longer. */
  longerForms(text: string): Word[] {
    this.sortWords();
    const forms: Word[] = [];
    let at = lowerBoundText(this.sorted, text);
    if (this.sorted[at] === text) at++;
    for (; at < this.sorted.length && (this.sorted[at] as string).startsWith(text); at++) {
      const word = this.words.get(this.sorted[at] as string);
      if (word && word.anywhere.length > 0) forms.push(word);
    }
    return forms;
  }

  /** Words one letter away, the most used first: the likeliest meant. */
  corrections(text: string): Word[] {
    const letters = [...text];
    if (!correctable(letters.length)) return [];
    const found = new Set<Word>();
    const consider = (word: Word | undefined) => {
      if (word && word.anywhere.length > 0 && word.text !== text && withinOneEdit(text, word.text))
        found.add(word);
    };
    const considerHolders = (hash: number) => {
      const holders = this.deletions.get(hash);
      if (Array.isArray(holders)) for (const word of holders) consider(word);
      else consider(holders);
    };
    considerHolders(hashOf(letters));
    for (const form of deletionsOf(letters)) consider(this.words.get(form));
    for (const hash of new Set(deletionHashes(letters))) considerHolders(hash);
    return [...found]
      .sort((a, b) => b.anywhere.length - a.anywhere.length || (a.text < b.text ? -1 : 1))
      .slice(0, MAX_CORRECTIONS);
  }

  private sortWords(): void {
    if (this.unsorted.length === 0) return;
    if (this.unsorted.length > 64) {
      this.sorted = [...this.sorted, ...this.unsorted].sort();
    } else {
      for (const text of this.unsorted)
        this.sorted.splice(lowerBoundText(this.sorted, text), 0, text);
    }
    this.unsorted = [];
  }

  private dropForgotten(): void {
    const kept = (text: string) => !this.forgotten.has(text);
    this.sorted = this.sorted.filter(kept);
    this.unsorted = this.unsorted.filter(kept);
    this.forgotten.clear();
    this.forgottenBytes = 0;
  }
}

/**
 * Only a word that may be a correction has forms: a typed word is corrected to a word of as many
 * letters or one more, or to one of its own deletions, looked up whole.
 */
function formsOf(text: string): number[] {
  const letters = [...text];
  return correctable(letters.length) ? [...new Set(deletionHashes(letters))] : [];
}

/** V8 keeps a text with any letter past U+00FF at two bytes a letter. */
const textBytes = (text: string) => text.length * (/[\u0100-\uffff]/.test(text) ? 2 : 1);

const bytesOf = (text: string, forms: number) => WORD_BYTES + textBytes(text) + forms * FORM_BYTES;

/** Where `text` is, or would go, in the sorted words. */
function lowerBoundText(sorted: readonly string[], text: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < text) low = middle + 1;
    else high = middle;
  }
  return low;
}
