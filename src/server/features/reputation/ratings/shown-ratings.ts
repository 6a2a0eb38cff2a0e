import { and, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ratings } from '@/server/db/schema/reputation.ts';
import { users } from '@/server/db/schema/users.ts';
import { RATING_WINDOW_DAYS } from '@/shared/contracts/reputation-rules.ts';

const counterpart = alias(ratings, 'counterpart');

/**
 * The outer query's rating, named with its table: in a query on `ratings` alone (or an update),
 * Drizzle writes columns unqualified, and inside the subquery below they would name the
 * counterpart's own columns.
 */
const outer = (column: string) => sql`${sql.identifier('ratings')}.${sql.identifier(column)}`;

/**
 * When a rating is shown to the person rated and to everyone: once the other side's rating of the
 * same listing and pair is in (the later of the two), or RATING_WINDOW_DAYS after it was given,
 * whichever comes first. Computed, never stored, so no job has to run for a reveal to happen.
 */
export const ratingShownAt: SQL<Date> = sql<Date>`least(
  (select greatest(${counterpart.createdAt}, ${outer('created_at')})
    from ${ratings} ${sql.identifier('counterpart')}
    where ${counterpart.listingId} = ${outer('software_id')}
      and ${counterpart.raterId} = ${outer('ratee_id')}
      and ${counterpart.rateeId} = ${outer('rater_id')}),
  ${outer('created_at')} + make_interval(days => ${RATING_WINDOW_DAYS})
)`;

/** The ratings shown at `now`. */
export const isShown = (now: Date): SQL =>
  sql`${ratingShownAt} <= ${now.toISOString()}::timestamptz`;

/**
 * The ratings that count in a record and appear on a profile at `now`: shown, not removed by a
 * moderator, and not given by an account later removed for abuse. For a query on `ratings`.
 */
export function countingRatings(now: Date): SQL {
  const removedRater = sql`exists (select 1 from ${users} where ${users.id} = ${outer('rater_id')} and ${users.removedForAbuseAt} is not null)`;
  return and(isShown(now), sql`${outer('removed_at')} is null`, sql`not ${removedRater}`) as SQL;
}
