import { and, eq, isNull, not } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { ratings } from '@/server/db/schema/reputation.ts';
import { type UserRow, users } from '@/server/db/schema/users.ts';
import { refreshRecords } from '@/server/features/reputation/records/refresh-records.ts';
import { badRequest, conflict, forbidden, notFound } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type {
  CreateRatingBody,
  Rating,
  RatingReplyBody,
  UpdateRatingBody,
} from '@/shared/contracts/reputation.ts';
import { findRatings, toRating } from './rating-rows.ts';
import { isShown } from './shown-ratings.ts';
import { pairEndOf, windowClosesAt } from './worked-together.ts';

const ratingNotFound = () => notFound('rating_not_found', 'Rating not found');
const alreadyRated = () =>
  conflict('already_rated', 'You have already rated this person for this beta');

/** An empty comment is no comment. */
const commentOf = (comment: string | undefined) => comment || null;

async function readRating(db: Database, ratingId: string, now: Date): Promise<Rating> {
  const [row] = await findRatings(db, eq(ratings.id, ratingId));
  if (!row) throw ratingNotFound();
  return toRating(row, now);
}

/**
 * Rates the other side of a place that ended: only someone the rater really worked with on the
 * listing, once, within RATING_WINDOW_DAYS of the latest end of that work. The rating stays
 * hidden from the rated person until both are in or the window after it passed (shown-ratings.ts).
 */
export async function createRating(
  ctx: ServiceContext,
  rater: UserRow,
  body: CreateRatingBody,
  now = ctx.clock.now(),
): Promise<Rating> {
  const { db } = ctx;
  if (body.rateeId === rater.id) throw badRequest('cannot_rate_self', 'You cannot rate yourself');
  const [end, [ratee]] = await Promise.all([
    pairEndOf(db, body.listingId, rater.id, body.rateeId, now),
    db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, body.rateeId)),
  ]);
  if (!end || !ratee || ratee.deletedAt)
    throw forbidden('not_worked_together', 'You can rate only people you worked with on this beta');
  const [existing] = await db
    .select({ id: ratings.id })
    .from(ratings)
    .where(
      and(
        eq(ratings.listingId, body.listingId),
        eq(ratings.raterId, rater.id),
        eq(ratings.rateeId, body.rateeId),
      ),
    );
  if (existing) throw alreadyRated();
  if (now > windowClosesAt(end))
    throw conflict(
      'rating_window_closed',
      'Ratings for this beta closed 14 days after your work together ended',
    );
  const [inserted] = await db
    .insert(ratings)
    .values({
      listingId: end.listingId,
      listingName: end.listingName,
      raterId: rater.id,
      rateeId: body.rateeId,
      raterSide: end.builderId === rater.id ? 'builder' : 'tester',
      stars: body.stars,
      comment: commentOf(body.comment),
      createdAt: now,
      updatedAt: now,
    })
    // Two requests at once: the pair's unique key lets one in.
    .onConflictDoNothing()
    .returning({ id: ratings.id });
  if (!inserted) throw alreadyRated();
  await refreshRecords(ctx, [rater.id, body.rateeId]);
  return readRating(db, inserted.id, now);
}

/** The rater changes their rating while it is hidden; once shown it stands as it was read. */
export async function updateRating(
  ctx: ServiceContext,
  raterId: string,
  ratingId: string,
  body: UpdateRatingBody,
  now = ctx.clock.now(),
): Promise<Rating> {
  const { db } = ctx;
  const mine = and(eq(ratings.id, ratingId), eq(ratings.raterId, raterId));
  const [own] = await db.select({ rateeId: ratings.rateeId }).from(ratings).where(mine);
  if (!own) throw ratingNotFound();
  const [updated] = await db
    .update(ratings)
    .set({ stars: body.stars, comment: commentOf(body.comment), updatedAt: now })
    .where(and(mine, not(isShown(now))))
    .returning({ id: ratings.id });
  if (!updated) throw conflict('rating_shown', 'A rating cannot be changed once it is shown');
  await refreshRecords(ctx, [raterId, own.rateeId]);
  return readRating(db, ratingId, now);
}

/** The rated person's one public answer to a rating, once it is shown. */
export async function replyToRating(
  ctx: ServiceContext,
  rateeId: string,
  ratingId: string,
  body: RatingReplyBody,
  now = ctx.clock.now(),
): Promise<Rating> {
  const { db } = ctx;
  const theirs = and(eq(ratings.id, ratingId), eq(ratings.rateeId, rateeId));
  const [rated] = await db
    .select({
      raterId: ratings.raterId,
      shown: isShown(now).mapWith((value) => value === true || value === 't'),
    })
    .from(ratings)
    .where(theirs);
  if (!rated) throw ratingNotFound();
  if (!rated.shown)
    throw conflict('rating_not_shown', 'You can reply once the rating is shown to you');
  const [replied] = await db
    .update(ratings)
    .set({ reply: body.body, repliedAt: now })
    .where(and(theirs, isNull(ratings.repliedAt)))
    .returning({ id: ratings.id });
  if (!replied) throw conflict('already_replied', 'You have already replied to this rating');
  await refreshRecords(ctx, [rated.raterId, rateeId]);
  return readRating(db, ratingId, now);
}
