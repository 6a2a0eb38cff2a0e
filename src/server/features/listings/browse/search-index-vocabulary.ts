import { RankList } from './rank-list.ts';
import {
  deletionsOf,
  lowerBoundText,
  MAX_CORRECTIONS,
  MIN_TYPO_LENGTH,
  withinOneEdit,
} from './search-terms.ts';

/** A word and the open listings that hold it, in name and anywhere, by rank. */
export interface Word {
  text: string;
  inName: RankList;
  anywhere: RankList;
}

/**
 * The search index's words, each with its posting lists: sorted, to find a typed word's longer
 * forms, and by each form with one letter deleted, to find its neighbours one letter away.
 * A word stays once no listing holds it, and is then found by neither.
 */
export class IndexVocabulary {
  private readonly words = new Map<string, Word>();
  /** Every word, sorted, for prefixes; words added since the last search wait in `unsorted`. */
  private sorted: string[] = [];
  private unsorted: string[] = [];
  /**
   * Words by each form with one letter deleted: two words one letter apart share such a form, or
   * one is such a form of the other. Only words long enough to be a correction are kept.
   */
  private readonly deletions = new Map<string, Word[]>();

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
    this.unsorted.push(text);
    const letters = [...text];
    // A typed word is corrected only from MIN_TYPO_LENGTH letters, to a word of as many or
    // one more, or to one of its own deletions (looked up whole): shorter words need no forms.
    if (letters.length >= MIN_TYPO_LENGTH) {
      for (const form of new Set(deletionsOf(letters))) {
        const holders = this.deletions.get(form);
        if (holders) holders.push(word);
        else this.deletions.set(form, [word]);
      }
    }
    return word;
  }

  /** The words in use that start with `text` and are longer. */
  longerForms(text: string): Word[] {
    this.sortWords();
    const forms: Word[] = [];
    let at = lowerBoundText(this.sorted, text);
    if (this.sorted[at] === text) at++;
    for (; at < this.sorted.length && (this.sorted[at] as string).startsWith(text); at++) {
      const word = this.words.get(this.sorted[at] as string) as Word;
      if (word.anywhere.length > 0) forms.push(word);
    }
    return forms;
  }

  /** Words one letter away, the most used first: the likeliest meant. */
  corrections(text: string): Word[] {
    const letters = [...text];
    if (letters.length < MIN_TYPO_LENGTH) return [];
    const found = new Set<Word>();
    const consider = (word: Word | undefined) => {
      if (word && word.anywhere.length > 0 && word.text !== text && withinOneEdit(text, word.text))
        found.add(word);
    };
    for (const word of this.deletions.get(text) ?? []) consider(word);
    for (const form of deletionsOf(letters)) {
      consider(this.words.get(form));
      for (const word of this.deletions.get(form) ?? []) consider(word);
    }
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
}
