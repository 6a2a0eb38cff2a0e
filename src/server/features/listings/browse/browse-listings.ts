import type { Database } from '@/server/db/client.ts';
import type { ListingPage } from '@/server/features/listings/cache/listing-cache.ts';
import {
  type SearchContext,
  searchListings,
} from '@/server/features/listings/search/search-listings.ts';
import type { TierRow } from '@/server/features/listings/search/search-tiers.ts';
import type { ListingsQuery } from '@/shared/contracts/listings.ts';
import { type BrowseCursor, decodeCursor, encodeCursor, isSearchCursor } from './browse-cursor.ts';
import { browsePageQuery } from './prepared-listings.ts';

/**
 * Which open listings a Browse page shows: newest first, or ranked by how well they match the
 * search (search-listings.ts).
 */
export async function browseListingIds(
  db: Database,
  search: SearchContext,
  query: ListingsQuery,
): Promise<ListingPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.search) {
    const after = cursor && isSearchCursor(cursor) ? cursor : null;
    const rows = await searchListings(db, search, query.search, {
      category: query.category,
      after,
      limit: query.limit + 1,
    });
    return searchPage(rows, query.limit);
  }
  const keyset = cursor && !isSearchCursor(cursor) ? cursor : null;
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

const searchPage = (rows: TierRow[], limit: number) =>
  page(rows, limit, (last) => ({
    tier: last.tier,
    createdAt: last.createdAt.toISOString(),
    id: last.id,
  }));

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
