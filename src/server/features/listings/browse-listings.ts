import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ListSoftwareQuery, Software } from '../../../shared/contracts/listings.ts';
import type { Database } from '../../db/client.ts';
import { software } from '../../db/schema/listings.ts';
import { selectListings, toSoftware } from '../../lib/listing-query.ts';
import { type BrowseCursor, decodeCursor, encodeCursor } from './browse-cursor.ts';
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
    const offset = cursor && 'offset' in cursor ? cursor.offset : 0;
    return searchListings(db, viewerId, query, words, offset);
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
 * within each. Cheap per row: the folded name is a stored column.
 */
async function searchListings(
  db: Database,
  viewerId: string | null,
  query: ListSoftwareQuery,
  words: string[],
  offset: number,
): Promise<BrowsePage> {
  const conditions: SQL[] = [eq(software.status, 'Open')];
  if (query.category) conditions.push(eq(software.category, query.category));
  for (const word of words) {
    conditions.push(sql`${software.searchText} like bh_unaccent(lower(${likePattern(word)}))`);
  }
  const order = [
    desc(sql`${software.nameSearch} like bh_unaccent(lower(${likePattern(words.join(' '))}))`),
    desc(software.createdAt),
    desc(software.id),
  ];
  const rows = await selectPage(db, viewerId, and(...conditions), order, query.limit + 1, offset);
  return page(rows.map(toSoftware), query.limit, () => ({ offset: offset + query.limit }));
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

/** One row past the page tells whether there is a next page. */
function page(
  items: Software[],
  limit: number,
  next: (last: Software) => BrowseCursor,
): BrowsePage {
  const last = items[limit - 1];
  if (items.length <= limit || !last) return { items, nextCursor: null };
  return { items: items.slice(0, limit), nextCursor: encodeCursor(next(last)) };
}
