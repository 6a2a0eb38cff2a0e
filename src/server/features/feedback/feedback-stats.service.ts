import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { feedback } from '@/server/db/schema/feedback.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { users } from '@/server/db/schema/users.ts';
import { notFound } from '@/server/lib/app-error.ts';
import type { FeedbackStats, TesterReportCounts } from '@/shared/contracts/feedback.ts';

/**
 * How a listing's builder answers reports, in public: counted by the database, so a listing with
 * thousands of reports costs one aggregate, not a transfer. The share is rounded to two decimals
 * (a whole percent) and the median to one decimal of an hour, both half away from zero; the
 * median of an even count is the mean of the middle two (percentile_cont).
 */
export async function findFeedbackStats(db: Database, listingId: string): Promise<FeedbackStats> {
  const answeredAfter = sql`extract(epoch from ${feedback.firstResponseAt} - ${feedback.createdAt})::float8`;
  const [stats] = await db
    .select({
      received: sql<number>`count(${feedback.id})::int`,
      acknowledgedShare: sql<number | null>`round(
        count(${feedback.firstResponseAt})::numeric / nullif(count(${feedback.id}), 0), 2
      )::float8`,
      medianFirstResponseHours: sql<number | null>`round(
        (percentile_cont(0.5) within group (order by ${answeredAfter}) / 3600)::numeric, 1
      )::float8`,
    })
    .from(listings)
    // A report a moderator removed counts nowhere.
    .leftJoin(feedback, and(eq(feedback.listingId, listings.id), isNull(feedback.removedAt)))
    .where(eq(listings.id, listingId))
    .groupBy(listings.id);
  if (!stats) throw notFound('listing_not_found', 'Software not found');
  return stats;
}

/** How many of a tester's reports builders answered, for their profile. */
export async function findTesterRecord(db: Database, userId: string): Promise<TesterReportCounts> {
  const [record] = await db
    .select({
      reports: sql<number>`count(${feedback.id})::int`,
      acknowledged: sql<number>`count(${feedback.firstResponseAt})::int`,
    })
    .from(users)
    .leftJoin(feedback, and(eq(feedback.reporterId, users.id), isNull(feedback.removedAt)))
    .where(eq(users.id, userId))
    .groupBy(users.id);
  if (!record) throw notFound('user_not_found', 'User not found');
  return record;
}
