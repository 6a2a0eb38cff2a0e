import { and, desc, eq, not, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { listings } from '@/server/db/schema/listings.ts';
import type { ListingsQuery } from '@/shared/contracts/listings.ts';
import {
  type BrowseCursor,
  decodeCursor,
  encodeCursor,
  MAX_SEARCH_OFFSET,
  type SearchCursor,
} from './browse-cursor.ts';
import type { ListingPage } from './listing-cache.ts';
import { browsePageQuery } from './prepared-listings.ts';

const MAX_SEARCH_WORDS = 6;

/** LIKE's own wildcards in what the user typed match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Which open listings a Browse page shows: newest first, or ranked by how well they match the
 * search, case- and accent-insensitive. Every word of the search must match.
 */
export async function browseListingIds(db: Database, query: ListingsQuery): Promise<ListingPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const words = (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (words.length > 0) {
    const from = cursor && 'offset' in cursor ? cursor : { phase: 'name' as const, offset: 0 };
    return searchListingIds(db, query, words, from);
  }
  const keyset = cursor && 'createdAt' in cursor ? cursor : null;
  const rows = await browsePageQuery(db, {
    category: Boolean(query.category),
    keyset: keyset !== null,
  }).execute({
    category: query.category,
    afterCreatedAt: keyset ? new Date(keyset.createdAt) : undefined,
    afterId: keyset?.id,
    limit: query.limit + 1,
  });
  return page(rows, query.limit, (last) => ({
    createdAt: last.createdAt.toISOString(),
    id: last.id,
  }));
}

/**
 * Listings whose name holds the whole search come first, then every other match; newest first
 * within each. The two groups are read as two queries, so neither sorts every match: name
 * matches walk the browse index (a common word) or the name's trigram index (a rare one).
 */
async function searchListingIds(
  db: Database,
  query: ListingsQuery,
  words: string[],
  from: SearchCursor,
): Promise<ListingPage> {
  const open: SQL[] = [eq(listings.status, 'Open')];
  if (query.category) open.push(eq(listings.category, query.category));
  const inName = sql`${listings.nameSearch} like bh_unaccent(lower(${likePattern(words.join(' '))}))`;
  const everyWord = words.map(
    (word) => sql`${listings.searchText} like bh_unaccent(lower(${likePattern(word)}))`,
  );
  const { limit } = query;

  let named: { id: string }[] = [];
  if (from.phase === 'name') {
    // The whole phrase in the name means every word is in the searched text too.
    named = await selectIds(db, and(...open, inName), limit + 1, from.offset);
    if (named.length > limit) {
      return page(named, limit, () => ({ phase: 'name', offset: from.offset + limit }));
    }
  }
  const restOffset = from.phase === 'rest' ? from.offset : 0;
  const rest = await selectIds(
    db,
    and(...open, ...everyWord, not(inName)),
    limit - named.length + 1,
    restOffset,
  );
  return page([...named, ...rest], limit, () =>
    searchCursor('rest', restOffset + limit - named.length),
  );
}

function selectIds(db: Database, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select({ id: listings.id })
    .from(listings)
    .where(where)
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(limit)
    .offset(offset);
}

/** Search results end where paging them would go past the deepest offset we accept. */
function searchCursor(phase: SearchCursor['phase'], offset: number): SearchCursor | null {
  return offset > MAX_SEARCH_OFFSET ? null : { phase, offset };
}

/** One row past the page tells whether there is a next page. */
function page<Row extends { id: string }>(
  rows: Row[],
  limit: number,
  next: (last: Row) => BrowseCursor | null,
): ListingPage {
  const ids = rows.slice(0, limit).map((row) => row.id);
  const last = rows[limit - 1];
  if (rows.length <= limit || !last) return { ids, nextCursor: null };
  const cursor = next(last);
  return { ids, nextCursor: cursor && encodeCursor(cursor) };
}
