import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { prepared } from '@/server/db/prepared.ts';
import { MAX_SEARCH_WORDS } from './search-words.ts';

/** Shorter words have too many neighbours one letter away for a correction to mean anything. */
const MIN_TYPO_LENGTH = 5;
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
/**
 * Longer forms of a word named one by one, up to this many; a word with more has common ones
 * among them, and the planner's guess for its prefix is then good enough.
 */
const MAX_LONGER_FORMS = 32;

/**
 * A search as two `tsquery` texts, every word required: `whole` matches each
 * word as typed (or its corrections), `prefix` also matches longer words that start with it.
 * Null when no word has such longer forms (`prefix`) or some word exists only as one (`whole`).
 */
export interface SearchTerms {
  whole: string | null;
  prefix: string | null;
  /**
   * `prefix` but not `whole`, spelled so that the planner can estimate it: some word is there
   * only in a longer form, named one by one, and every other word at least as a prefix. Taking
   * "a prefix less the whole word" for about as common as the word, the planner walked most
   * listings newest first to fill a page of a common word's rare longer forms. Null unless
   * `whole` and `prefix` both are, and every word's longer forms are few enough to name.
   */
  prefixOnly: string | null;
}

/** One word of a search as the tsquery texts need it. */
interface SearchWord {
  whole: string;
  prefix: string;
  /** Its longer forms, none when it has none or too many to name (`named` says which). */
  longer: string[];
  named: boolean;
}

/** What the vocabulary holds for one typed word. */
export interface VocabularyEntry {
  /** The word as listings' words are folded. */
  word: string;
  exact: boolean;
  /** Up to one more than MAX_LONGER_FORMS, so that "more" shows. */
  longer: string[];
  /** Words one letter away, for a word of five or more letters that is neither whole nor a prefix. */
  near: string[] | null;
}

/**
 * Looks the search's words (search-words.ts) up in the vocabulary in one query: whether each
 * exists whole, the longer words that start with it and, for a word of five or more letters that
 * is neither, the words one letter away. In the order given.
 */
export async function lookUpWords(db: Database, words: string[]): Promise<VocabularyEntry[]> {
  return vocabularyQuery(db).execute({ words: JSON.stringify(words) });
}

/**
 * Prepared: its plan does not depend on the words (every part is an index lookup), and planning
 * it each time cost PostgreSQL twice what running it did.
 */
function vocabularyQuery(db: Database) {
  return prepared(db, 'search_vocabulary_lookup', (name) => {
    // The prefix range relies on the vocabulary's "C" collation: U+10FFFF sorts after every
    // continuation.
    // Scalar subqueries, not EXISTS: the planner would hash the whole vocabulary for an EXISTS.
    // The limit tells the planner how few words there are: at its guess of 100, a vocabulary of
    // 40,000 words priced the query past PostgreSQL's threshold for compiling it to machine code
    // (JIT), which would cost more than the lookup on every run.
    // Subqueries rather than a WITH, which would hide the folded word from the planner: it
    // then scanned the vocabulary for the words one letter away instead of using their index.
    const looked = sql`(
      select word, ord,
        (select true from search_vocabulary v where v.word = typed.word) is not null as exact,
        array(select v.word from search_vocabulary v
          where v.word > typed.word and v.word < typed.word || chr(1114111)
          order by v.word limit ${sql.raw(String(MAX_LONGER_FORMS + 1))}) as longer
      from (
        select raw collate "C" as word, ord
        from json_array_elements_text(${sql.placeholder('words')}::json) with ordinality as t(raw, ord)
        limit ${sql.raw(String(MAX_SEARCH_WORDS))}
      ) typed) looked`;
    return db
      .select({
        word: sql<string>`word`,
        exact: sql<boolean>`exact`,
        longer: sql<string[]>`longer`,
        near: sql<string[] | null>`case
          when not exact and longer = '{}'
            and char_length(word) between ${sql.raw(String(MIN_TYPO_LENGTH))} and ${sql.raw(String(MAX_TYPO_LENGTH))}
          then array(select v.word from search_vocabulary v where v.word % looked.word
            order by v.word <-> looked.word, v.word limit ${sql.raw(String(MAX_CORRECTIONS))})
          end`,
      })
      .from(looked)
      .orderBy(sql`ord`)
      .prepare(name);
  });
}

/**
 * A search as tsquery texts from its words' vocabulary entries, in the order typed. Null when
 * nothing can match.
 */
export function searchTermsFrom(entries: VocabularyEntry[]): SearchTerms | null {
  const words: SearchWord[] = [];
  let wholeable = true;
  for (const entry of entries) {
    const word = quoted(entry.word);
    if (entry.exact || entry.longer.length > 0) {
      wholeable &&= entry.exact;
      const longer = entry.longer.map(quoted);
      const named = longer.length <= MAX_LONGER_FORMS;
      words.push({
        whole: word,
        prefix: longer.length > 0 ? `${word}:*` : word,
        longer: named ? longer : [],
        named,
      });
      continue;
    }
    const corrections = (entry.near ?? []).filter(
      (near) => [...near].length <= MAX_TYPO_LENGTH && withinOneEdit(entry.word, near),
    );
    if (corrections.length === 0) return null;
    const forms = anyOf(corrections.map(quoted));
    words.push({ whole: forms, prefix: forms, longer: [], named: true });
  }
  if (words.length === 0) return null;
  const extendable = words.some((word) => word.prefix !== word.whole);
  return {
    whole: wholeable ? words.map((word) => word.whole).join(' & ') : null,
    prefix: extendable ? words.map((word) => word.prefix).join(' & ') : null,
    prefixOnly: wholeable && extendable ? onlyAsLongerForm(words) : null,
  };
}

/** Some word only in a longer form, the others at least as a prefix; see `prefixOnly`. */
function onlyAsLongerForm(words: SearchWord[]): string | null {
  if (!words.every((word) => word.named)) return null;
  const clauses = words.flatMap((word, index) => {
    if (word.longer.length === 0) return [];
    // The other words' longer forms named too: the index then skips through their postings
    // guided by the rare form, where a `:*` prefix makes it read every posting of the word.
    const others = words
      .filter((_, other) => other !== index)
      .map((other) =>
        other.longer.length > 0 ? anyOf([other.whole, ...other.longer]) : other.prefix,
      );
    return [`(${[...others, anyOf(word.longer), `!${word.whole}`].join(' & ')})`];
  });
  return clauses.length > 0 ? clauses.join(' | ') : null;
}

const anyOf = (lexemes: string[]) => `(${lexemes.join(' | ')})`;

/**
 * A word quoted as tsquery's input reads it, whatever it holds: the parser keeps some marks in
 * words ("node.js", "me@example.com", "1/2"), and a mark may be tsquery syntax.
 */
const quoted = (word: string) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

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

/** Where `text` is, or would go, in the sorted words. */
export function lowerBoundText(sorted: readonly string[], text: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < text) low = middle + 1;
    else high = middle;
  }
  return low;
}
