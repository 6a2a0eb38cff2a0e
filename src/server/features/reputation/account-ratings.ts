import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { ratings } from '@/server/db/schema/reputation.ts';
import { refreshRecords } from '@/server/features/reputation/records/refresh-records.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { Rating } from '@/shared/contracts/reputation.ts';
import { findRatings, toRating } from './ratings/rating-rows.ts';

/*
 * What accounts and admin may use of reputation (biome.json): a person's ratings for their
 * export, and what their account's deletion does to the ratings they took part in.
 */

/**
 * The ratings the person gave (hidden ones too: they wrote them) and those they received that
 * are shown; a hidden rating is not theirs to read yet.
 */
export async function ratingsOfPerson(
  db: Database,
  userId: string,
  now: Date,
): Promise<{ given: Rating[]; received: Rating[] }> {
  const [given, received] = await Promise.all([
    findRatings(db, eq(ratings.raterId, userId)),
    findRatings(db, eq(ratings.rateeId, userId)),
  ]);
  return {
    given: given.map((row) => toRating(row, now)),
    received: received.filter((row) => row.shownAt <= now).map((row) => toRating(row, now)),
  };
}

/**
 * Inside the account's deletion: the words the person wrote, comments and replies, go; the stars
 * stay and keep counting for the people rated, from an account that now reads as deleted.
 * Answers the people whose records their ratings touch.
 */
export async function eraseRatingWords(tx: Database, userId: string): Promise<string[]> {
  const rated = await tx
    .update(ratings)
    .set({ comment: null })
    .where(eq(ratings.raterId, userId))
    .returning({ rateeId: ratings.rateeId });
  await tx.update(ratings).set({ reply: null, repliedAt: null }).where(eq(ratings.rateeId, userId));
  return [...new Set(rated.map((row) => row.rateeId))];
}

/** After the deletion committed: the records of the people the person rated. */
export async function refreshRatedBy(ctx: ServiceContext, rateeIds: string[]): Promise<void> {
  if (rateeIds.length > 0) await refreshRecords(ctx, rateeIds);
}
