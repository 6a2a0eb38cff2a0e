import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';

const MAX_SEARCH_WORDS = 6;
/** Shorter words have too many neighbours one letter away for a correction to mean anything. */
const MIN_TYPO_LENGTH = 5;
const MAX_CORRECTIONS = 8;

/**
 * A search as two `to_tsquery('simple', …)` texts, every word required: `whole` matches each
 * word as typed (or its corrections), `prefix` also matches longer words that start with it.
 * Null when no word has such longer forms (`prefix`) or some word exists only as one (`whole`).
 */
export interface SearchTerms {
  whole: string | null;
  prefix: string | null;
}

interface WordRow extends Record<string, unknown> {
  word: string;
  exact: boolean;
  longer: boolean;
  near: string[] | null;
}

/**
 * Looks every word of the search up in the vocabulary in one query, folded as listings' words
 * are: whether it exists whole, whether longer words start with it and, for a word of five or
 * more letters that is neither, the words one letter away. Null when nothing can match.
 */
export async function resolveSearchTerms(db: Database, text: string): Promise<SearchTerms | null> {
  const typed = text
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
  if (typed.length === 0) return null;
  // The same folding as the stored tsvectors, so "Crème" and "creme" are one word. The prefix
  // range relies on the vocabulary's "C" collation: U+10FFFF sorts after every continuation.
  // Scalar subqueries, not EXISTS: the planner would hash the whole vocabulary for an EXISTS.
  const result = await db.execute<WordRow>(sql`
    with typed as (
      select lower(bh_unaccent(raw)) collate "C" as word, ord
      from json_array_elements_text(${JSON.stringify(typed)}::json) with ordinality as t(raw, ord)
    ), looked as (
      select word, ord,
        (select true from search_vocabulary v where v.word = typed.word) is not null as exact,
        (select true from search_vocabulary v
          where v.word > typed.word and v.word < typed.word || chr(1114111) limit 1) is not null
          as longer
      from typed
    )
    select word, exact, longer,
      case when not exact and not longer and char_length(word) >= ${MIN_TYPO_LENGTH} then
        array(select v.word from search_vocabulary v where v.word % looked.word
          order by v.word <-> looked.word, v.word limit ${MAX_CORRECTIONS})
      end as near
    from looked order by ord`);
  const rows = (result as unknown as { rows: WordRow[] }).rows;
  const whole: string[] = [];
  const prefix: string[] = [];
  let wholeable = true;
  let extendable = false;
  for (const row of rows) {
    const word = lexeme(row.word);
    if (!word) continue;
    if (row.exact || row.longer) {
      wholeable &&= row.exact;
      extendable ||= row.longer;
      whole.push(word);
      prefix.push(row.longer ? `${word}:*` : word);
      continue;
    }
    const corrections = (row.near ?? []).filter((near) => withinOneEdit(row.word, near));
    const safe = corrections.map(lexeme).filter(Boolean);
    if (safe.length === 0) return null;
    const anyOf = `(${safe.join(' | ')})`;
    whole.push(anyOf);
    prefix.push(anyOf);
  }
  if (whole.length === 0) return null;
  return {
    whole: wholeable ? whole.join(' & ') : null,
    prefix: extendable ? prefix.join(' & ') : null,
  };
}

/**
 * Folding can turn a letter into punctuation ("½" becomes " 1/2"); what is left of the word is
 * letters and digits only, so it never reads as tsquery syntax.
 */
const lexeme = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, '');

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
