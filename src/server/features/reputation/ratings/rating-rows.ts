import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client.ts';
import { ratings } from '@/server/db/schema/reputation.ts';
import { users } from '@/server/db/schema/users.ts';
import type { Rating, RatingPerson } from '@/shared/contracts/reputation.ts';
import { ratingShownAt } from './shown-ratings.ts';

const raters = alias(users, 'raters');
const ratees = alias(users, 'ratees');

const personColumns = (table: typeof raters | typeof ratees) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  profileImageUrl: table.profileImageUrl,
  deletedAt: table.deletedAt,
});

type PersonColumns = RatingPerson & { deletedAt: Date | null };

/** Ratings matching `where`, newest first, with both people and when each is (or will be) shown. */
export async function findRatings(db: Database, where: SQL | undefined): Promise<RatingRow[]> {
  const rows = await db
    .select({
      rating: ratings,
      shownAt: ratingShownAt,
      rater: personColumns(raters),
      ratee: personColumns(ratees),
    })
    .from(ratings)
    .innerJoin(raters, eq(raters.id, ratings.raterId))
    .innerJoin(ratees, eq(ratees.id, ratings.rateeId))
    .where(where)
    .orderBy(desc(ratings.createdAt), desc(ratings.id));
  // Computed in SQL, so the driver may hand back text rather than a Date.
  return rows.map((row) => ({ ...row, shownAt: new Date(row.shownAt) }));
}

export interface RatingRow {
  rating: typeof ratings.$inferSelect;
  shownAt: Date;
  rater: PersonColumns;
  ratee: PersonColumns;
}

/** A deleted account is nobody: its name and picture are gone with it. */
const personOf = ({ deletedAt, ...person }: PersonColumns): RatingPerson | null =>
  deletedAt ? null : person;

/** The rating as the API shows it at `now`: `shownAt` stays null while it is hidden. */
export function toRating({ rating, shownAt, rater, ratee }: RatingRow, now: Date): Rating {
  return {
    id: rating.id,
    listingId: rating.listingId,
    listingName: rating.listingName,
    raterSide: rating.raterSide,
    rater: personOf(rater),
    ratee: personOf(ratee),
    stars: rating.stars,
    comment: rating.comment,
    createdAt: rating.createdAt.toISOString(),
    shownAt: shownAt <= now ? shownAt.toISOString() : null,
    reply:
      rating.reply !== null && rating.repliedAt !== null
        ? { body: rating.reply, createdAt: rating.repliedAt.toISOString() }
        : null,
  };
}
