import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { ratings } from '@/server/db/schema/reputation.ts';
import { users } from '@/server/db/schema/users.ts';
import {
  countingRatings,
  ratingShownAt,
} from '@/server/features/reputation/ratings/shown-ratings.ts';
import type { RatingSide } from '@/shared/contracts/reputation-rules.ts';
import type { PersonEvent } from './person-events.ts';

/**
 * The ratings these people received from the given side that count at `now`: shown, and not from
 * an account removed for abuse. Builders rate testers (tester.rating) and testers rate builders.
 */
export async function ratingEvents(
  db: Database,
  userIds: string[],
  raterSide: RatingSide,
  now: Date,
): Promise<PersonEvent[]> {
  const rows = await db
    .select({
      id: ratings.id,
      rateeId: ratings.rateeId,
      listingId: ratings.listingId,
      listingName: ratings.listingName,
      stars: ratings.stars,
      shownAt: ratingShownAt.mapWith(ratings.createdAt),
    })
    .from(ratings)
    // Joined so the shown instant's columns are written with their table's name.
    .innerJoin(users, eq(users.id, ratings.raterId))
    .where(
      and(
        inArray(ratings.rateeId, userIds),
        eq(ratings.raterSide, raterSide),
        countingRatings(now),
      ),
    );
  return rows.map((row) => ({
    userId: row.rateeId,
    figure: raterSide === 'builder' ? 'tester.rating' : 'builder.rating',
    listingId: row.listingId,
    listingName: row.listingName,
    label: `${row.stars} of 5 stars`,
    sourceId: row.id,
    at: row.shownAt,
    counts: true,
    value: row.stars,
  }));
}
