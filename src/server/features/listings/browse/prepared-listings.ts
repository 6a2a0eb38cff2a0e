import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { prepared } from '@/server/db/prepared.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { users } from '@/server/db/schema/users.ts';
import { sharedListingJson } from './shared-listing-json.ts';

// The listings a page lacks are read on every cache miss, so they are a prepared statement.

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
