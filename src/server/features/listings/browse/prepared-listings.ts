import { and, desc, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { prepared } from '@/server/db/prepared.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { users } from '@/server/db/schema/users.ts';
import { sharedListingJson } from './shared-listing-json.ts';

// Browse's newest-first pages and the listings a page lacks are read on every cache miss, so they
// are prepared statements.

export interface BrowseShape {
  category: boolean;
  /** After a keyset cursor: `afterCreatedAt` and `afterId` are set. */
  keyset: boolean;
}

const newestFirst = [desc(listings.createdAt), desc(listings.id)];

/** A page's ids and creation times. Placeholders: category, afterCreatedAt, afterId, limit. */
export function browsePageQuery(db: Database, shape: BrowseShape) {
  const name = `browse_ids_${Number(shape.category)}${Number(shape.keyset)}`;
  return prepared(db, name, () => {
    // Hidden listings are rare: filtering the rows the (status, created_at, id) index walks costs
    // nothing more than reading them.
    const conditions: SQL[] = [eq(listings.status, 'Open'), isNull(listings.hiddenAt)];
    if (shape.category) conditions.push(eq(listings.category, sql.placeholder('category')));
    if (shape.keyset) {
      const after = sql.placeholder('afterCreatedAt');
      conditions.push(
        or(
          lt(listings.createdAt, after),
          and(eq(listings.createdAt, after), lt(listings.id, sql.placeholder('afterId'))),
        ) as SQL,
      );
    }
    return db
      .select({ id: listings.id, createdAt: listings.createdAt })
      .from(listings)
      .where(and(...conditions))
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .prepare(name);
  });
}

/**
 * Listings' JSON as everyone sees them, by id, in any order, and whether moderation hides them
 * (then only their builder reads them). Placeholder: ids (an array).
 */
export function listingsByIdQuery(db: Database) {
  return prepared(db, 'listing_json_by_id', (name) =>
    db
      .select({
        id: listings.id,
        builderId: listings.builderId,
        hidden: sql<boolean>`${listings.hiddenAt} is not null`,
        json: sharedListingJson(),
      })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.builderId))
      .where(sql`${listings.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare(name),
  );
}
