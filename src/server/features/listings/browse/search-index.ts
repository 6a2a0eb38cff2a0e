import type { Keyset } from './browse-cursor.ts';
import { lexeme, MAX_CORRECTIONS, MIN_TYPO_LENGTH, withinOneEdit } from './search-terms.ts';
import type { TierRow } from './search-tiers.ts';

/** An open listing as search sees it: its folded words, as its tsvectors hold them. */
export interface IndexedListing {
  id: string;
  createdAt: Date;
  category: string;
  /** The name's words. */
  nameWords: readonly string[];
  /** Every word of the name and both descriptions. */
  words: readonly string[];
}

interface Doc {
  id: string;
  createdAt: number;
  category: string;
  name: Word[];
  words: Word[];
}

/** A word and the open listings that hold it, in name and anywhere, oldest first. */
interface Word {
  text: string;
  inName: Doc[];
  anywhere: Doc[];
}

/** One typed word's forms in the index; see `tierOf`. */
interface QueryWord {
  whole: ReadonlySet<Word>;
  prefix: ReadonlySet<Word>;
  /** The forms in `prefix` but not `whole`: a better tier holds the listings with none. */
  longer: readonly Word[];
}

/** Browse's order, oldest first: `createdAt`, then id (as the database orders uuids). */
function compare(a: { createdAt: number; id: string }, b: { createdAt: number; id: string }) {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The first index whose doc is not older than `key`. */
function lowerBound(docs: readonly Doc[], key: { createdAt: number; id: string }): number {
  let low = 0;
  let high = docs.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(docs[middle] as Doc, key) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

function insertSorted(docs: Doc[], doc: Doc): void {
  const last = docs[docs.length - 1];
  // New listings are the newest: the usual insert is a push.
  if (!last || compare(last, doc) < 0) docs.push(doc);
  else docs.splice(lowerBound(docs, doc), 0, doc);
}

function removeSorted(docs: Doc[], doc: Doc): void {
  const at = lowerBound(docs, doc);
  if (docs[at] === doc) docs.splice(at, 1);
}

const hasAny = (words: readonly Word[], forms: ReadonlySet<Word>) =>
  words.some((word) => forms.has(word));

/**
 * Search's tiers, as the database ranks them (search-tiers.ts), answered from memory: every
 * open listing's words, a posting list of listings per word, and the vocabulary to find a typed
 * word's longer forms and its neighbours one letter away. Each tier walks the postings of its
 * rarest typed word newest first and stops once the page is full.
 */
export class SearchIndex {
  private readonly docs = new Map<string, Doc>();
  /** Every doc, oldest first: walked when a tier's words are too common to be worth merging. */
  private readonly all: Doc[] = [];
  private readonly words = new Map<string, Word>();
  /** Every word, sorted, for prefixes; words added since the last search wait in `unsorted`. */
  private sorted: string[] = [];
  private unsorted: string[] = [];
  /**
   * Words by each form with one letter deleted: two words one letter apart share such a form, or
   * one is such a form of the other. Only words long enough to be a correction are kept.
   */
  private readonly deletions = new Map<string, Word[]>();

  get size(): number {
    return this.docs.size;
  }

  /** Adds the listing, or replaces what it held before. */
  put(listing: IndexedListing): void {
    this.remove(listing.id);
    const doc: Doc = {
      id: listing.id,
      createdAt: listing.createdAt.getTime(),
      category: listing.category,
      name: [...new Set(listing.nameWords)].map((text) => this.word(text)),
      words: [...new Set([...listing.words, ...listing.nameWords])].map((text) => this.word(text)),
    };
    this.docs.set(doc.id, doc);
    insertSorted(this.all, doc);
    for (const word of doc.name) insertSorted(word.inName, doc);
    for (const word of doc.words) insertSorted(word.anywhere, doc);
  }

  /** Forgets the listing, if it was here. Its words stay in the vocabulary, unused. */
  remove(id: string): void {
    const doc = this.docs.get(id);
    if (!doc) return;
    this.docs.delete(id);
    removeSorted(this.all, doc);
    for (const word of doc.name) removeSorted(word.inName, doc);
    for (const word of doc.words) removeSorted(word.anywhere, doc);
  }

  /**
   * The best `limit` listings for the typed words (folded as the listings' words are), from the
   * cursor's position on, in tier order and newest first within a tier.
   */
  search(
    folded: readonly string[],
    options: { category?: string; after: (Keyset & { tier: number }) | null; limit: number },
  ): TierRow[] {
    const query = this.queryWords(folded);
    if (!query) return [];
    const { category, after, limit } = options;
    const rows: TierRow[] = [];
    const afterKey = after && { createdAt: new Date(after.createdAt).getTime(), id: after.id };
    for (let tier = after?.tier ?? 0; tier < 4 && rows.length < limit; tier++) {
      const below = afterKey && tier === after?.tier ? afterKey : null;
      for (const doc of this.newestFirst(this.candidates(query, tier), below)) {
        if (category && doc.category !== category) continue;
        if (tierOf(doc, query) !== tier) continue;
        rows.push({ id: doc.id, tier, createdAt: new Date(doc.createdAt) });
        if (rows.length === limit) break;
      }
    }
    return rows;
  }

  private word(text: string): Word {
    let word = this.words.get(text);
    if (word) return word;
    word = { text, inName: [], anywhere: [] };
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

  /** Each typed word's forms, or null when some word has none and nothing can match. */
  private queryWords(folded: readonly string[]): QueryWord[] | null {
    const query: QueryWord[] = [];
    for (const typed of folded) {
      const text = lexeme(typed);
      if (!text) continue;
      const exact = this.words.get(text);
      const whole = exact && exact.anywhere.length > 0 ? [exact] : [];
      const longer = this.longerForms(text);
      if (whole.length > 0 || longer.length > 0) {
        query.push({ whole: new Set(whole), prefix: new Set([...whole, ...longer]), longer });
        continue;
      }
      const corrections = this.corrections(text);
      if (corrections.length === 0) return null;
      const forms = new Set(corrections);
      query.push({ whole: forms, prefix: forms, longer: [] });
    }
    return query.length > 0 ? query : null;
  }

  private longerForms(text: string): Word[] {
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
  private corrections(text: string): Word[] {
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
      for (const text of this.unsorted) this.sorted.splice(lowerBoundText(this.sorted, text), 0, text);
    }
    this.unsorted = [];
  }

  /**
   * Posting lists that hold every listing of the tier (and others, which `tierOf` sorts out):
   * whichever typed word's are shortest. A listing in the second or fourth tier holds some
   * word only in a longer form, so the longer forms' postings alone will do when fewer.
   */
  private candidates(query: QueryWord[], tier: number): Doc[][] {
    const inName = tier < 2;
    const postings = (forms: Iterable<Word>) =>
      [...forms].map((word) => (inName ? word.inName : word.anywhere)).filter((docs) => docs.length);
    const options = query.map((word) => postings(tier % 2 === 0 ? word.whole : word.prefix));
    if (tier % 2 === 1) options.push(query.flatMap((word) => postings(word.longer)));
    let best = options[0] as Doc[][];
    for (const option of options) if (total(option) < total(best)) best = option;
    // Merging many lists, or lists holding most listings, costs more than walking them all.
    if (best.length > 32 || total(best) > this.all.length / 2) return [this.all];
    return best;
  }

  /** The docs of the lists, each once, newest first, from just below `below` when given. */
  private *newestFirst(lists: Doc[][], below: { createdAt: number; id: string } | null) {
    const positions = lists.map((docs) => (below ? lowerBound(docs, below) : docs.length) - 1);
    let previous: Doc | undefined;
    for (;;) {
      let pick = -1;
      for (let list = 0; list < lists.length; list++) {
        const at = positions[list] as number;
        if (at < 0) continue;
        const doc = (lists[list] as Doc[])[at] as Doc;
        if (pick < 0 || compare(doc, (lists[pick] as Doc[])[positions[pick] as number] as Doc) > 0)
          pick = list;
      }
      if (pick < 0) return;
      const doc = (lists[pick] as Doc[])[positions[pick] as number] as Doc;
      positions[pick] = (positions[pick] as number) - 1;
      if (doc === previous) continue;
      previous = doc;
      yield doc;
    }
  }
}

const total = (lists: Doc[][]) => lists.reduce((sum, docs) => sum + docs.length, 0);

/** The first four of search-tiers.ts's tiers that the listing is in, or -1 for none. */
function tierOf(doc: Doc, query: QueryWord[]): number {
  if (query.every((word) => hasAny(doc.name, word.whole))) return 0;
  const inName = query.every((word) => hasAny(doc.name, word.prefix));
  if (inName) return 1;
  if (query.every((word) => hasAny(doc.words, word.whole))) return 2;
  if (query.every((word) => hasAny(doc.words, word.prefix))) return 3;
  return -1;
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
