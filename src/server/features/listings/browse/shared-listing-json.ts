import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isoTime } from '@/server/db/iso-time.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { listingColumns } from '@/server/lib/listing-query.ts';

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
  // The columns and counts that `toListing` is given, so the two cannot name different fields.
  const { listing: columns, builder, testerCount, answerBadge } = listingColumns(null);
  const listing = named({
    ...columns,
    createdAt: isoTime(listings.createdAt),
    updatedAt: isoTime(listings.updatedAt),
    testerCount,
    placesLeft: sql`case when ${listings.testerLimit} is null then null
      else greatest(0, ${listings.testerLimit} - ${testerCount}) end`,
    builder: sql`(select row_to_json(builder) from (select ${named(builder)}) builder)`,
    answerBadge,
  });
  return sql<string>`(select row_to_json(listing)::text from (select ${listing}) listing)`;
}
