import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { ratings } from '@/server/db/schema/reputation.ts';
import { users } from '@/server/db/schema/users.ts';
import type { PendingRating, Rating } from '@/shared/contracts/reputation.ts';
import { findRatings, toRating } from './rating-rows.ts';
import { pairEnds, windowClosesAt } from './worked-together.ts';

/**
 * The people the user may rate now and has not: each pair whose work together ended within the
 * window, the one closing soonest first. Deleted accounts are nobody to rate.
 */
export async function listPendingRatings(
  db: Database,
  userId: string,
  now: Date,
): Promise<PendingRating[]> {
  const [ends, given] = await Promise.all([
    pairEnds(db, { userId }, now),
    db
      .select({ listingId: ratings.listingId, rateeId: ratings.rateeId })
      .from(ratings)
      .where(eq(ratings.raterId, userId)),
  ]);
  // A removed rating still stands for its pair: the rater does not rate them again.
  const rated = new Set(given.map((row) => `${row.listingId} ${row.rateeId}`));
  const open = ends
    .map((end) => ({ end, otherId: end.builderId === userId ? end.testerId : end.builderId }))
    .filter(
      ({ end, otherId }) => now <= windowClosesAt(end) && !rated.has(`${end.listingId} ${otherId}`),
    );
  if (open.length === 0) return [];
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
    })
    .from(users)
    .where(
      and(
        inArray(
          users.id,
          open.map(({ otherId }) => otherId),
        ),
        isNull(users.deletedAt),
      ),
    );
  const byId = new Map(people.map((person) => [person.id, person]));
  return open
    .flatMap(({ end, otherId }) => {
      const ratee = byId.get(otherId);
      if (!ratee) return [];
      return [
        {
          listingId: end.listingId,
          listingName: end.listingName,
          raterSide: end.builderId === userId ? ('builder' as const) : ('tester' as const),
          ratee,
          endedAt: end.endedAt.toISOString(),
          closesAt: windowClosesAt(end).toISOString(),
        },
      ];
    })
    .sort((a, b) => a.closesAt.localeCompare(b.closesAt));
}

/**
 * The ratings the user gave, shown or not yet, newest first: a rater always reads their own, but
 * for those a moderator removed.
 */
export async function listGivenRatings(db: Database, userId: string, now: Date): Promise<Rating[]> {
  const rows = await findRatings(db, and(eq(ratings.raterId, userId), isNull(ratings.removedAt)));
  return rows.map((row) => toRating(row, now));
}
