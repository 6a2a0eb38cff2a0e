import { and, desc, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { ListSoftwareQuery, Software } from '../../../shared/contracts/listings.ts';
import type { Database } from '../../db/client.ts';
import { software } from '../../db/schema/listings.ts';
import { type ListingRow, selectListings, toSoftware } from '../../lib/listing-query.ts';
import {
  type BrowseCursor,
  decodeCursor,
  encodeCursor,
  MAX_SEARCH_OFFSET,
  type SearchCursor,
} from './browse-cursor.ts';
import { browsePageQuery } from './prepared-listings.ts';

const MAX_SEARCH_WORDS = 6;

/** LIKE's own wildcards in what the user typed match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export interface BrowsePage {
  items: Software[];
  nextCursor: string | null;
}

/**
 * Open listings for Browse: newest first, or ranked by how well they match the search,
 * case- and accent-insensitive. Every word of the search must match.
 */
export async function browseListings(
  db: Database,
  viewerId: string | null,
  query: ListSoftwareQuery,
): Promise<BrowsePage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const words = (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (words.length > 0) {
    const from = cursor && 'offset' in cursor ? cursor : { phase: 'name' as const, offset: 0 };
    return searchListings(db, viewerId, query, words, from);
  }
  const keyset = cursor && 'createdAt' in cursor ? cursor : null;
  const rows = await browsePageQuery(db, {
    signedIn: viewerId !== null,
    category: Boolean(query.category),
    keyset: keyset !== null,
  }).execute({
    viewerId,
    category: query.category,
    afterCreatedAt: keyset ? new Date(keyset.createdAt) : undefined,
    afterId: keyset?.id,
    limit: query.limit + 1,
  });
  return page(rows.map(toSoftware), query.limit, (last) => ({
    createdAt: last.createdAt,
    id: last.id,
  }));
}

/**
 * Listings whose name holds the whole search come first, then every other match; newest first
 * within each. The two groups are read as two queries, so neither sorts every match: name
 * matches walk the browse index (a common word) or the name's trigram index (a rare one).
 */
async function searchListings(
  db: Database,
  viewerId: string | null,
  query: ListSoftwareQuery,
  words: string[],
  from: SearchCursor,
): Promise<BrowsePage> {
  const open: SQL[] = [eq(software.status, 'Open')];
  if (query.category) open.push(eq(software.category, query.category));
  const inName = sql`${software.nameSearch} like bh_unaccent(lower(${likePattern(words.join(' '))}))`;
  const everyWord = words.map(
    (word) => sql`${software.searchText} like bh_unaccent(lower(${likePattern(word)}))`,
  );
  const newestFirst = [desc(software.createdAt), desc(software.id)];
  const { limit } = query;

  let named: ListingRow[] = [];
  if (from.phase === 'name') {
    // The whole phrase in the name means every word is in the searched text too.
    named = await selectPage(
      db,
      viewerId,
      and(...open, inName),
      newestFirst,
      limit + 1,
      from.offset,
    );
    if (named.length > limit) {
      return page(named.map(toSoftware), limit, () => ({
        phase: 'name',
        offset: from.offset + limit,
      }));
    }
  }
  const restOffset = from.phase === 'rest' ? from.offset : 0;
  const rest = await selectPage(
    db,
    viewerId,
    and(...open, ...everyWord, not(inName)),
    newestFirst,
    limit - named.length + 1,
    restOffset,
  );
  return page([...named, ...rest].map(toSoftware), limit, () =>
    searchCursor('rest', restOffset + limit - named.length),
  );
}

/**
 * Picks the page's ids first and only then joins builders and computes counts and flags, so
 * that work is done for one page of rows rather than for every match before the sort. (The
 * newest-first pages do the same in their prepared form.)
 */
function selectPage(
  db: Database,
  viewerId: string | null,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
) {
  const pageIds = db
    .select({ id: software.id })
    .from(software)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return selectListings(db, viewerId)
    .where(inArray(software.id, pageIds))
    .orderBy(...order);
}

/** Search results end where paging them would go past the deepest offset we accept. */
function searchCursor(phase: SearchCursor['phase'], offset: number): SearchCursor | null {
  return offset > MAX_SEARCH_OFFSET ? null : { phase, offset };
}

/** One row past the page tells whether there is a next page. */
function page(
  items: Software[],
  limit: number,
  next: (last: Software) => BrowseCursor | null,
): BrowsePage {
  const last = items[limit - 1];
  if (items.length <= limit || !last) return { items, nextCursor: null };
  const cursor = next(last);
  return { items: items.slice(0, limit), nextCursor: cursor && encodeCursor(cursor) };
}
