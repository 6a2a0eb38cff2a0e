import type { Database } from '@/server/db/client.ts';
import type { ListingPage } from '@/server/features/listings/cache/listing-cache.ts';
import {
  type SearchContext,
  searchListings,
} from '@/server/features/listings/search/search-listings.ts';
import type { SearchCursor, TierRow } from '@/server/features/listings/search/search-tiers.ts';
import type { ListingsQuery } from '@/shared/contracts/listings.ts';
import {
  type BrowseCursor,
  type BrowseOrder,
  decodeCursor,
  encodeCursor,
  type Keyset,
  type SortedKeyset,
} from './browse-cursor.ts';
import { browsePageQuery } from './browse-page-query.ts';

/** A search ranks by how well listings match; the sort applies only without one. */
export const browseOrder = (query: ListingsQuery): BrowseOrder =>
  query.search ? 'search' : query.sort;

/**
 * Which open listings a Browse page shows: in the chosen sort, or ranked by how well they match
 * the search (search-listings.ts); of one category and one platform if asked.
 */
export async function browseListingIds(
  db: Database,
  search: SearchContext,
  query: ListingsQuery,
): Promise<ListingPage> {
  const order = browseOrder(query);
  const cursor = query.cursor ? decodeCursor(query.cursor, order) : null;
  if (query.search) {
    const rows = await searchListings(db, search, query.search, {
      category: query.category,
      platform: query.platform,
      after: cursor as SearchCursor | null,
      limit: query.limit + 1,
    });
    return searchPage(rows, query.limit);
  }
  const { sort } = query;
  const keyset = cursor as Keyset | SortedKeyset | null;
  const rows = await browsePageQuery(db, {
    sort,
    category: Boolean(query.category),
    platform: Boolean(query.platform),
    keyset: keyset !== null,
  }).execute({
    category: query.category,
    platform: query.platform,
    afterKey: keyset && 'key' in keyset ? keyset.key : undefined,
    afterCreatedAt: keyset ? new Date(keyset.createdAt) : undefined,
    afterId: keyset?.id,
    limit: query.limit + 1,
  });
  return page(rows, query.limit, (last) => {
    const newest = { createdAt: last.createdAt.toISOString(), id: last.id };
    return sort === 'newest' ? newest : { sort, key: last.key, ...newest };
  });
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
