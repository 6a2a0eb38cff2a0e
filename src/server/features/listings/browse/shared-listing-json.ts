import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { listings } from '@/server/db/schema/listings.ts';
import { users } from '@/server/db/schema/users.ts';
import { listingColumns } from '@/server/lib/listing-query.ts';

/** As `Date.prototype.toISOString` writes it; the columns hold milliseconds, no finer. */
const isoTime = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `expression as "name"` for each entry, in order: the JSON's keys. */
const named = (fields: Record<string, SQL | AnyPgColumn>) =>
  sql.join(
    Object.entries(fields).map(
      ([name, expression]) => sql`${expression} as ${sql.identifier(name)}`,
    ),
    sql`, `,
  );

/**
 * A listing as everyone sees it (the contract's listing without the viewer's flags and access
 * instructions), as JSON the database writes. Filling the listing cache this way costs node a
 * string per listing: mapping each row's columns, checking it against the contract and
 * serializing it cost about 70 µs a listing, most of an uncached search page's time. A test holds
 * it to `findListing`'s answer for the same listings, hostile ones included.
 * For a query on `listings` joined to the builder in `users`.
 */
export function sharedListingJson(): SQL<string> {
  const { testerCount, placesTaken } = listingColumns(null);
  const builder = named({
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    profileImageUrl: users.profileImageUrl,
    businessName: users.businessName,
    website: users.website,
  });
  const listing = named({
    id: listings.id,
    builderId: listings.builderId,
    name: listings.name,
    shortDescription: listings.shortDescription,
    longDescription: listings.longDescription,
    category: listings.category,
    imageUrl: listings.imageUrl,
    youtubeUrl: listings.youtubeUrl,
    link: listings.link,
    notes: listings.notes,
    status: listings.status,
    createdAt: isoTime(listings.createdAt),
    updatedAt: isoTime(listings.updatedAt),
    testerCount,
    builder: sql`(select row_to_json(builder) from (select ${builder}) builder)`,
    testerLimit: listings.testerLimit,
    placesLeft: sql`case when ${listings.testerLimit} is null then null
      else greatest(0, ${listings.testerLimit} - ${placesTaken}) end`,
    screeningQuestions: listings.screeningQuestions,
    inactivityDays: listings.inactivityDays,
  });
  return sql<string>`(select row_to_json(listing)::text from (select ${listing}) listing)`;
}
