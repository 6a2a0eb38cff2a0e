import {
  SEARCH_TIERS,
  type SearchCursor,
  type TierRow,
} from '@/server/features/listings/search/search-tiers.ts';
import { PLATFORMS } from '@/shared/contracts/platforms.ts';
import { ListingRanks, type Move } from './listing-ranks.ts';
import { MAX_MERGED, newestFirst, Postings, total } from './posting-walks.ts';
import type { RankList } from './rank-list.ts';
import { IndexVocabulary, type Word } from './search-index-vocabulary.ts';

/** An open listing as search sees it: its folded words, as its tsvectors hold them. */
export interface IndexedListing {
  id: string;
  createdAt: Date;
  category: string;
  platforms: readonly string[];
  /** The name's words. */
  nameWords: readonly string[];
  /** Every word of the name and both descriptions. */
  words: readonly string[];
}

interface Doc {
  id: string;
  createdAt: number;
  category: string;
  /** A bit per platform named, in PLATFORMS' order: a number costs less than an array. */
  platforms: number;
  name: Word[];
  words: Word[];
}

/** One typed word's forms in the index; see `tierOf`. */
interface QueryWord {
  whole: ReadonlySet<Word>;
  prefix: ReadonlySet<Word>;
  /** The forms in `prefix` but not `whole`: a better tier holds the listings with none. */
  longer: readonly Word[];
}

/**
 * What a listing costs in V8's heap beside its words (measured as the vocabulary's figures are):
 * its doc, rank and map entry, and each of its words' places in the doc and the posting lists.
 */
const DOC_BYTES = 300;
const POSTING_BYTES = 20;

const docBytes = (doc: Doc) => DOC_BYTES + (doc.name.length + doc.words.length) * POSTING_BYTES;

const platformBits = (platforms: readonly string[]) =>
  PLATFORMS.reduce(
    (bits, platform, at) => (platforms.includes(platform) ? bits | (1 << at) : bits),
    0,
  );

const hasAny = (words: readonly Word[], forms: ReadonlySet<Word>) =>
  words.some((word) => forms.has(word));

/**
 * Search's tiers, as the database ranks them (search-tiers.ts), answered from memory: every
 * open listing's words, a posting list of listings per word, and the vocabulary to find a typed
 * word's longer forms and its neighbours one letter away (search-index-vocabulary.ts). Each tier
 * walks the typed words' postings together, newest first, and stops once the page is full.
 */
export class SearchIndex {
  private readonly docs = new Map<string, Doc>();
  /** Every doc's rank: `ranks.all` is walked when every typed word has too many forms to merge. */
  private readonly ranks = new ListingRanks<Doc>();
  /** Docs added by `putUnsorted`, until `sortLoaded` ranks them. */
  private loading: Doc[] = [];
  private readonly words = new IndexVocabulary();
  private docsBytes = 0;

  get size(): number {
    return this.docs.size;
  }

  /** About what the index takes in memory, for its budget. */
  get bytes(): number {
    return this.docsBytes + this.words.bytes;
  }

  /** Adds the listing, or replaces what it held before. */
  put(listing: IndexedListing): void {
    const old = this.docs.get(listing.id);
    // An edit keeps the listing's place, and so its rank: only its words' lists change.
    const kept = old?.createdAt === listing.createdAt.getTime() ? old : null;
    if (!kept) this.remove(listing.id);
    const doc = this.doc(listing);
    let rank: number;
    if (kept) {
      rank = this.ranks.replace(kept, doc);
      this.unfile(kept, rank);
    } else {
      rank = this.ranks.add(doc, (moves) => this.move(moves));
    }
    for (const word of doc.name) word.inName.insert(rank);
    for (const word of doc.words) word.anywhere.insert(rank);
    // Only now: the words the edit kept are back in their lists.
    if (kept) this.release(kept);
  }

  /**
   * Adds listings in any order, none of them here yet: a load reads them by id, which needs no
   * statistics to be read in order. They are found by nothing until `sortLoaded`, and nothing
   * else may be done with the index until it has filed them all.
   */
  putUnsorted(listing: IndexedListing): void {
    this.loading.push(this.doc(listing));
  }

  /**
   * Ranks every listing added by `putUnsorted` and files it under its words, `slice` listings at
   * a time: the caller lets the process answer between slices, and searches the index only once
   * every slice is filed. Filing a million listings at once kept a process from answering for 7 s.
   */
  *sortLoaded(slice = 20_000): Generator<void> {
    if (this.loading.length === 0) return;
    const loaded = yield* this.ranks.load(this.loading, slice);
    this.loading = [];
    // In rank order, every word's lists come out sorted, with no sort of their own.
    for (let from = 0; from < loaded.length; from += slice) {
      yield;
      for (let at = from; at < Math.min(loaded.length, from + slice); at++) {
        const doc = loaded[at] as Doc;
        const rank = this.ranks.all.at(at);
        for (const word of doc.name) word.inName.push(rank);
        for (const word of doc.words) word.anywhere.push(rank);
      }
    }
  }

  private doc(listing: IndexedListing): Doc {
    const doc: Doc = {
      id: listing.id,
      createdAt: listing.createdAt.getTime(),
      category: listing.category,
      platforms: platformBits(listing.platforms),
      name: [...new Set(listing.nameWords)].map((text) => this.words.word(text)),
      words: [...new Set([...listing.words, ...listing.nameWords])].map((text) =>
        this.words.word(text),
      ),
    };
    this.docs.set(doc.id, doc);
    this.docsBytes += docBytes(doc);
    return doc;
  }

  /** Forgets the listing, if it was here, and the words no other listing holds. */
  remove(id: string): void {
    const doc = this.docs.get(id);
    if (!doc) return;
    this.docs.delete(id);
    this.unfile(doc, this.ranks.delete(doc));
    this.release(doc);
  }

  /** Forgets what only this doc, now out of the index, held. */
  private release(doc: Doc): void {
    this.docsBytes -= docBytes(doc);
    for (const word of doc.words) this.words.release(word);
  }

  private unfile(doc: Doc, rank: number): void {
    for (const word of doc.name) word.inName.remove(rank);
    for (const word of doc.words) word.anywhere.remove(rank);
  }

  /**
   * Gives listings the ranks `moves` says in every list that holds them: each found before any
   * changes, so that every list is in order while it is searched.
   */
  private move(moves: Move<Doc>[]): void {
    const changes: [RankList, number, number][] = [];
    for (const { doc, from, to } of moves) {
      for (const { inName: list } of doc.name) changes.push([list, list.lowerBound(from), to]);
      for (const { anywhere: list } of doc.words) changes.push([list, list.lowerBound(from), to]);
    }
    for (const [list, at, to] of changes) list.set(at, to);
  }

  /**
   * The best `limit` listings for the typed words (folded as the listings' words are), from the
   * cursor's position on, in tier order and newest first within a tier.
   */
  search(
    folded: readonly string[],
    options: { category?: string; platform?: string; after: SearchCursor | null; limit: number },
  ): TierRow[] {
    const query = this.queryWords(folded);
    if (!query) return [];
    const { category, after, limit } = options;
    const platform = options.platform ? platformBits([options.platform]) : 0;
    const rows: TierRow[] = [];
    const afterRank = after
      ? this.ranks.bound({ createdAt: new Date(after.createdAt).getTime(), id: after.id })
      : Number.POSITIVE_INFINITY;
    for (let tier = after?.tier ?? 0; tier < SEARCH_TIERS && rows.length < limit; tier++) {
      const below = tier === after?.tier ? afterRank : Number.POSITIVE_INFINITY;
      for (const doc of this.candidates(query, tier, below)) {
        if (category && doc.category !== category) continue;
        if ((doc.platforms & platform) !== platform) continue;
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
    for (const text of folded) {
      const exact = this.words.get(text);
      const whole = exact && exact.anywhere.length > 0 ? [exact] : [];
      const longer = this.words.longerForms(text);
      if (whole.length > 0 || longer.length > 0) {
        query.push({ whole: new Set(whole), prefix: new Set([...whole, ...longer]), longer });
        continue;
      }
      const corrections = this.words.corrections(text);
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
  private candidates(query: QueryWord[], tier: number, below: number): Iterable<Doc> {
    const inName = tier < 2;
    const formsOf = (word: QueryWord) => (tier % 2 === 0 ? word.whole : word.prefix);
    const postings = (forms: Iterable<Word>) =>
      [...forms]
        .map((word) => (inName ? word.inName : word.anywhere))
        .filter((docs) => docs.length);
    const each = query.map((word) => postings(formsOf(word)));
    const sizes = each.map(total);
    const fewest = Math.min(...sizes);
    if (tier % 2 === 1) {
      const longer = postings(query.flatMap((word) => word.longer));
      if (total(longer) < fewest && longer.length <= MAX_MERGED)
        return this.docsOf(newestFirst([new Postings(longer, below)]));
    }
    if (fewest === 0) return [];
    // A word with many forms costs more to move through than to check on each listing the
    // others' walk finds.
    const walked = each.filter((lists) => lists.length <= MAX_MERGED);
    const checked = query
      .filter((_, at) => (each[at] as RankList[]).length > MAX_MERGED)
      .map(formsOf);
    const walks = walked.length > 0 ? walked : [[this.ranks.all]];
    const found = this.docsOf(newestFirst(walks.map((lists) => new Postings(lists, below))));
    return checked.length === 0 ? found : holding(found, checked, inName);
  }

  private *docsOf(ranks: Iterable<number>): Generator<Doc> {
    for (const rank of ranks) yield this.ranks.doc(rank);
  }
}

/** The listings found that hold one of each set of forms, in the name or anywhere. */
function* holding(found: Iterable<Doc>, checked: ReadonlySet<Word>[], inName: boolean) {
  for (const doc of found) {
    const words = inName ? doc.name : doc.words;
    if (checked.every((forms) => hasAny(words, forms))) yield doc;
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
