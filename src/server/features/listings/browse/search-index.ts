import type { SearchCursor } from './browse-cursor.ts';
import { PostingBits } from './posting-bits.ts';
import {
  compare,
  insertSorted,
  type Key,
  MAX_MERGED,
  newestInAll,
  removeSorted,
  total,
} from './posting-walks.ts';
import { lexeme } from './search-terms.ts';
import { SEARCH_TIERS, type TierRow } from './search-tiers.ts';
import { Vocabulary } from './search-vocabulary.ts';

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
  /** Its bit in long posting lists' `PostingBits`. */
  num: number;
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

const hasAny = (words: readonly Word[], forms: ReadonlySet<Word>) =>
  words.some((word) => forms.has(word));

/**
 * Search's tiers, as the database ranks them (search-tiers.ts), answered from memory: every
 * open listing's words, a posting list of listings per word, and the vocabulary to find a typed
 * word's longer forms and its neighbours one letter away. Each tier walks the postings of the
 * typed word with the fewest listings, newest first, tests each listing for the other words, and
 * stops once the page is full.
 */
export class SearchIndex {
  private readonly docs = new Map<string, Doc>();
  /** Every doc, oldest first: walked when every typed word has too many forms to merge. */
  private readonly all: Doc[] = [];
  private readonly vocabulary = new Vocabulary<Word>((text) => ({
    text,
    inName: [],
    anywhere: [],
  }));
  /** Long posting lists' bits, by list, kept in step with the lists once built. */
  private readonly bits = new Map<readonly Doc[], PostingBits>();
  /** Docs numbered so far: the next doc's `num`. */
  private numbered = 0;

  get size(): number {
    return this.docs.size;
  }

  /** Adds the listing, or replaces what it held before. */
  put(listing: IndexedListing): void {
    this.remove(listing.id);
    const doc = this.doc(listing);
    insertSorted(this.all, doc);
    for (const word of doc.name) {
      insertSorted(word.inName, doc);
      this.bits.get(word.inName)?.add(doc.num);
    }
    for (const word of doc.words) {
      insertSorted(word.anywhere, doc);
      this.bits.get(word.anywhere)?.add(doc.num);
    }
  }

  /**
   * Adds listings in any order, none of them here yet: a load reads them by id, which needs no
   * statistics to be read in order. They are found by nothing until `sortLoaded`.
   */
  putUnsorted(listing: IndexedListing): void {
    this.all.push(this.doc(listing));
  }

  /** Files every listing added by `putUnsorted` under its words, each list oldest first. */
  sortLoaded(): void {
    this.all.sort(compare);
    // In that order, every word's lists come out sorted, with no sort of their own.
    for (const doc of this.all) {
      for (const word of doc.name) word.inName.push(doc);
      for (const word of doc.words) word.anywhere.push(doc);
    }
  }

  private doc(listing: IndexedListing): Doc {
    const doc: Doc = {
      id: listing.id,
      num: this.numbered++,
      createdAt: listing.createdAt.getTime(),
      category: listing.category,
      name: [...new Set(listing.nameWords)].map((text) => this.vocabulary.word(text)),
      words: [...new Set([...listing.words, ...listing.nameWords])].map((text) =>
        this.vocabulary.word(text),
      ),
    };
    this.docs.set(doc.id, doc);
    return doc;
  }

  /** Forgets the listing, if it was here. Its words stay in the vocabulary, unused. */
  remove(id: string): void {
    const doc = this.docs.get(id);
    if (!doc) return;
    this.docs.delete(id);
    removeSorted(this.all, doc);
    for (const word of doc.name) {
      removeSorted(word.inName, doc);
      this.bits.get(word.inName)?.delete(doc.num);
    }
    for (const word of doc.words) {
      removeSorted(word.anywhere, doc);
      this.bits.get(word.anywhere)?.delete(doc.num);
    }
  }

  /**
   * The best `limit` listings for the typed words (folded as the listings' words are), from the
   * cursor's position on, in tier order and newest first within a tier.
   */
  search(
    folded: readonly string[],
    options: { category?: string; after: SearchCursor | null; limit: number },
  ): TierRow[] {
    const query = this.queryWords(folded);
    if (!query) return [];
    const { category, after, limit } = options;
    const rows: TierRow[] = [];
    const afterKey = after && { createdAt: new Date(after.createdAt).getTime(), id: after.id };
    for (let tier = after?.tier ?? 0; tier < SEARCH_TIERS && rows.length < limit; tier++) {
      const below = afterKey && tier === after?.tier ? afterKey : null;
      for (const doc of this.candidates(query, tier, below)) {
        if (category && doc.category !== category) continue;
        if (tierOf(doc, query) !== tier) continue;
        rows.push({ id: doc.id, tier, createdAt: new Date(doc.createdAt) });
        if (rows.length === limit) break;
      }
    }
    return rows;
  }

  /** Each typed word's forms, or null when some word has none and nothing can match. */
  private queryWords(folded: readonly string[]): QueryWord[] | null {
    const query: QueryWord[] = [];
    for (const typed of folded) {
      const text = lexeme(typed);
      if (!text) continue;
      const exact = this.vocabulary.get(text);
      const whole = exact && exact.anywhere.length > 0 ? [exact] : [];
      const longer = this.vocabulary.longerForms(text);
      if (whole.length > 0 || longer.length > 0) {
        query.push({ whole: new Set(whole), prefix: new Set([...whole, ...longer]), longer });
        continue;
      }
      const corrections = this.vocabulary.corrections(text);
      if (corrections.length === 0) return null;
      const forms = new Set(corrections);
      query.push({ whole: forms, prefix: forms, longer: [] });
    }
    return query.length > 0 ? query : null;
  }

  /**
   * The listings that may be in the tier, newest first from below `below`, each once: those with
   * every typed word in the tier's form (whole, or as a prefix) in the name (tiers 0 and 1) or
   * anywhere (2 and 3). `tierOf` then leaves out those a better tier holds. A listing in tier 1
   * or 3 holds some word only in a longer form, so those forms' postings are walked instead when
   * they are fewer: "notes" and its rare longer form "notesy" would otherwise walk every listing
   * whose name says "notes" to find the few with "notesy".
   */
  private candidates(query: QueryWord[], tier: number, below: Key | null): Iterable<Doc> {
    const inName = tier < 2;
    const postings = (forms: Iterable<Word>) =>
      [...forms]
        .map((word) => (inName ? word.inName : word.anywhere))
        .filter((docs) => docs.length);
    const groups = query.map((word) => {
      const forms = tier % 2 === 0 ? word.whole : word.prefix;
      return { forms, lists: postings(forms) };
    });
    const fewest = Math.min(...groups.map((group) => total(group.lists)));
    if (tier % 2 === 1) {
      const longer = postings(query.flatMap((word) => word.longer));
      if (total(longer) < fewest && longer.length <= MAX_MERGED)
        return newestInAll(longer, below, []);
    }
    if (fewest === 0) return [];
    // A word with many forms is not walked: moving through each of its lists costs more.
    const [walked] = groups
      .filter((group) => group.lists.length <= MAX_MERGED)
      .sort((a, b) => total(a.lists) - total(b.lists));
    if (!walked) return newestInAll([this.all], below, []);
    const others = groups.filter((group) => group !== walked);
    return newestInAll(
      walked.lists,
      below,
      others.map((group) => this.holdsAny(group, inName)),
    );
  }

  /**
   * Whether a doc holds one of a typed word's forms (in its name, or anywhere): by the forms'
   * bits when each of their lists is long enough to have them, else by the doc's own words.
   */
  private holdsAny(
    { forms, lists }: { forms: ReadonlySet<Word>; lists: Doc[][] },
    inName: boolean,
  ): (doc: Doc) => boolean {
    const bits = lists.map((docs) => PostingBits.of(this.bits, docs, this.numbered));
    if (bits.every((one) => one !== null)) {
      const [only] = bits;
      if (bits.length === 1 && only) return (doc) => only.has(doc.num);
      return (doc) => bits.some((one) => one?.has(doc.num));
    }
    return inName ? (doc) => hasAny(doc.name, forms) : (doc) => hasAny(doc.words, forms);
  }
}

/** The first four of search-tiers.ts's tiers that the listing is in, or -1 for none. */
function tierOf(doc: Doc, query: QueryWord[]): number {
  if (query.every((word) => hasAny(doc.name, word.whole))) return 0;
  const inName = query.every((word) => hasAny(doc.name, word.prefix));
  if (inName) return 1;
  if (query.every((word) => hasAny(doc.words, word.whole))) return 2;
  if (query.every((word) => hasAny(doc.words, word.prefix))) return 3;
  return -1;
}
