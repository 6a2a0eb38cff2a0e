import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { prepared } from '@/server/db/prepared.ts';
import type { SearchCache } from './search-cache.ts';
import { MAX_SEARCH_WORDS } from './search-limits.ts';

/**
 * A search's words as the listings' tsvectors hold them, the first few, each once: every
 * listing holding all of them matches. Split and folded by the database's own parser, as the
 * listings' words were: it keeps "node.js", "v1.2.3" or "3.5" whole and reads "1e77c0" as the
 * number "1e77" then "c0", where splitting at every mark found none of these. Each part of the
 * search between spaces is asked once and then kept.
 */
export async function searchWords(
  db: Database,
  cache: SearchCache,
  search: string,
): Promise<string[]> {
  const parts = search.split(/\s+/u).filter(Boolean);
  const missing = [...new Set(parts.filter((part) => !cache.foldedWords(part)))];
  if (missing.length > 0) {
    const rows = await foldQuery(db).execute({ parts: JSON.stringify(missing) });
    rows.forEach(({ words }, at) => {
      cache.keepFoldedWords(missing[at] as string, words);
    });
  }
  const words = new Set(parts.flatMap((part) => cache.foldedWords(part) ?? []));
  return [...words].slice(0, MAX_SEARCH_WORDS);
}

/**
 * Each part folded and parsed as `software`'s tsvectors are (`to_tsvector('simple',
 * lower(bh_unaccent(…)))`), its words in the order typed: the tokens the 'simple' configuration
 * keeps, which it only lowercases. In the database for that reason: `unaccent`'s rules and the
 * database's `lower` differ from JavaScript's for some letters ("Þ", "ß", "İ"), and only its
 * parser splits as it does. A hyphenated word counts by its parts, which the parser gives as
 * well: "beta-test" finds "beta test", as it did when search split at marks. `ts_debug` would
 * say the same, at ten times the cost.
 */
const foldQuery = (db: Database) =>
  prepared(db, 'search_fold_words', (name) =>
    db
      .select({
        words: sql<string[]>`array(
          select token
          from ts_parse('default', lower(bh_unaccent(raw))) with ordinality as part(tokid, token, at)
            join ts_token_type('default') as kind using (tokid)
          where kind.tokid in (select maptokentype from pg_ts_config_map
              where mapcfg = 'simple'::regconfig)
            and kind.alias not in ('asciihword', 'hword', 'numhword')
          order by at)`,
      })
      .from(
        sql`json_array_elements_text(${sql.placeholder('parts')}::json) with ordinality as t(raw, ord)`,
      )
      .orderBy(sql`ord`)
      .prepare(name),
  );
