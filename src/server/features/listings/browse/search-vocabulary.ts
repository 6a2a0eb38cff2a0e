import { MAX_CORRECTIONS, MIN_TYPO_LENGTH, withinOneEdit } from './search-terms.ts';

/** A word of the index: its text, and the listings that hold it anywhere. */
export interface VocabularyWord {
  text: string;
  anywhere: readonly unknown[];
}

/**
 * The search index's words: by text, sorted for a typed word's longer forms, and filed by each
 * form with one letter deleted for its neighbours one letter away. A word stays once added, even
 * when no listing holds it any more; lookups skip those.
 */
export class Vocabulary<W extends VocabularyWord> {
  private readonly words = new Map<string, W>();
  /** Every word, sorted, for prefixes; words added since the last search wait in `unsorted`. */
  private sorted: string[] = [];
  private unsorted: string[] = [];
  /**
   * Words by each form with one letter deleted: two words one letter apart share such a form, or
   * one is such a form of the other. Only words long enough to be a correction are kept.
   */
  private readonly deletions = new Map<string, W[]>();

  constructor(private readonly create: (text: string) => W) {}

  get(text: string): W | undefined {
    return this.words.get(text);
  }

  /** The word, added if new. */
  word(text: string): W {
    let word = this.words.get(text);
    if (word) return word;
    word = this.create(text);
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
  longerForms(text: string): W[] {
    this.sortWords();
    const forms: W[] = [];
    let at = lowerBoundText(this.sorted, text);
    if (this.sorted[at] === text) at++;
    for (; at < this.sorted.length && (this.sorted[at] as string).startsWith(text); at++) {
      const word = this.words.get(this.sorted[at] as string) as W;
      if (word.anywhere.length > 0) forms.push(word);
    }
    return forms;
  }

  /** Words in use one letter away, the most used first: the likeliest meant. */
  corrections(text: string): W[] {
    const letters = [...text];
    if (letters.length < MIN_TYPO_LENGTH) return [];
    const found = new Set<W>();
    const consider = (word: W | undefined) => {
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

function deletionsOf(letters: string[]): string[] {
  return letters.map((_, at) => [...letters.slice(0, at), ...letters.slice(at + 1)].join(''));
}

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
