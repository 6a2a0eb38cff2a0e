import { and, asc, desc, eq, gt, gte, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client.ts';
import { prepared } from '@/server/db/prepared.ts';
import { listings } from '@/server/db/schema/listings.ts';
import type { BrowseSort } from '@/shared/contracts/browse-sorts.ts';

// Browse's pages are read on every cache miss, so they are prepared statements: one per sort and
// per filter and cursor present.

export interface BrowseShape {
  sort: BrowseSort;
  category: boolean;
  platform: boolean;
  /** After a keyset cursor: `afterCreatedAt` and `afterId` are set, and `afterKey` if sorted. */
  keyset: boolean;
}

/** Each sort's key and direction; every sort then goes newest first, as its index does. */
const SORT_KEYS: Record<BrowseSort, { column: PgColumn; descending: boolean } | null> = {
  newest: null,
  places: { column: listings.sortPlaces, descending: true },
  cycle: { column: listings.sortCycleDay, descending: false },
  responsive: { column: listings.sortAnswerMinutes, descending: false },
};

/**
 * A page's ids, creation times and sort keys (0 for newest). Placeholders: category, platform,
 * afterKey, afterCreatedAt, afterId, limit.
 */
export function browsePageQuery(db: Database, shape: BrowseShape) {
  const flags = [shape.category, shape.platform, shape.keyset].map(Number).join('');
  const name = `browse_ids_${shape.sort}_${flags}`;
  return prepared(db, name, () => {
    const sortKey = SORT_KEYS[shape.sort];
    // Hidden listings and other platforms are filtered from the rows the (status, key,
    // created_at, id) index walks: a page reads a little past its own rows, never all listings.
    const conditions: SQL[] = [eq(listings.status, 'Open'), isNull(listings.hiddenAt)];
    if (shape.category) conditions.push(eq(listings.category, sql.placeholder('category')));
    if (shape.platform) {
      conditions.push(
        sql`${listings.platforms} @> array[${sql.placeholder('platform')}::platform]`,
      );
    }
    if (shape.keyset) conditions.push(...afterKeyset(sortKey));
    const order = [desc(listings.createdAt), desc(listings.id)];
    if (sortKey) order.unshift(sortKey.descending ? desc(sortKey.column) : asc(sortKey.column));
    return db
      .select({
        id: listings.id,
        createdAt: listings.createdAt,
        key: sortKey ? sql<number>`${sortKey.column}` : sql<number>`0`,
      })
      .from(listings)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .prepare(name);
  });
}

/**
 * Rows after the cursor's. The bound on the key alone lets the index start at the cursor's key
 * (the rest is checked on the rows from there), so a late page costs what the first does.
 */
function afterKeyset(sortKey: (typeof SORT_KEYS)[BrowseSort]): SQL[] {
  const createdAt = sql.placeholder('afterCreatedAt');
  const newer = or(
    lt(listings.createdAt, createdAt),
    and(eq(listings.createdAt, createdAt), lt(listings.id, sql.placeholder('afterId'))),
  ) as SQL;
  if (!sortKey) return [newer];
  const key = sql.placeholder('afterKey');
  const { column, descending } = sortKey;
  return [
    descending ? lte(column, key) : gte(column, key),
    or(descending ? lt(column, key) : gt(column, key), newer) as SQL,
  ];
}
