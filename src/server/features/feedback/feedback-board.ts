import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { feedback } from '@/server/db/schema/feedback.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { forbidden, notFound } from '@/server/lib/app-error.ts';
import {
  type Feedback,
  type FeedbackBoardQuery,
  SEVERITIES,
  type Severity,
} from '@/shared/contracts/feedback.ts';
import { BOARD_READERS_MESSAGE } from '@/shared/contracts/feedback-triage.ts';
import {
  decodeFeedbackCursor,
  encodeFeedbackCursor,
  type FeedbackCursor,
} from './feedback-cursor.ts';
import { type Reader, selectFeedback, toFeedback } from './feedback-query.ts';

/** Critical ranks highest; a report without a severity (an idea, praise) comes after Low. */
const rankOf = (severity: Severity | null) => (severity ? SEVERITIES.indexOf(severity) + 1 : 0);
const severityRank = sql<number>`(case ${feedback.severity} ${sql.join(
  SEVERITIES.map((severity) => sql.raw(`when '${severity}' then ${rankOf(severity)}`)),
  sql` `,
)} else 0 end)`;

/** The creation time as the database holds it, to the microsecond JavaScript dates drop. */
const createdAtText = sql<string>`to_char(${feedback.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function after({ sort, rank, at, id }: FeedbackCursor): SQL {
  const place = sql`${at}::timestamptz, ${id}::uuid`;
  if (sort === 'oldest') return sql`(${feedback.createdAt}, ${feedback.id}) > (${place})`;
  if (sort === 'newest') return sql`(${feedback.createdAt}, ${feedback.id}) < (${place})`;
  return sql`(${severityRank}, ${feedback.createdAt}, ${feedback.id}) < (${rank}::int, ${place})`;
}

const ORDERS = {
  newest: [desc(feedback.createdAt), desc(feedback.id)],
  oldest: [asc(feedback.createdAt), asc(feedback.id)],
  severity: [desc(severityRank), desc(feedback.createdAt), desc(feedback.id)],
} as const;

export interface BoardPage {
  reports: Feedback[];
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
}

/**
 * A listing's reports as its builder triages them: every status (a reopened report is back
 * among them), filtered and sorted, a page at a time by keyset so a deep page costs what the
 * first does. Admins may read it; other people hear 403, an unknown listing 404.
 */
export async function readBoard(
  db: Database,
  reader: Reader,
  listingId: string,
  query: FeedbackBoardQuery,
): Promise<BoardPage> {
  const [listing] = await db
    .select({ builderId: listings.builderId })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) throw notFound('listing_not_found', 'Listing not found');
  if (listing.builderId !== reader.id && reader.role !== 'Admin') {
    throw forbidden('not_listing_builder', BOARD_READERS_MESSAGE);
  }
  const cursor = query.cursor ? decodeFeedbackCursor(query.cursor, query.sort) : null;
  const conditions: (SQL | undefined)[] = [
    eq(feedback.listingId, listingId),
    query.kind && eq(feedback.kind, query.kind),
    query.status && eq(feedback.status, query.status),
    query.severity && eq(feedback.severity, query.severity),
    cursor ? after(cursor) : undefined,
  ];
  const rows = await selectFeedback(db)
    .where(and(...conditions))
    .orderBy(...ORDERS[query.sort])
    .limit(query.limit + 1);
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  if (rows.length <= query.limit || !last)
    return { reports: shown.map(toFeedback), nextCursor: null };
  const [position] = await db
    .select({ at: createdAtText })
    .from(feedback)
    .where(eq(feedback.id, last.report.id));
  const nextCursor = encodeFeedbackCursor({
    sort: query.sort,
    rank: rankOf(last.report.severity),
    at: position?.at ?? '',
    id: last.report.id,
  });
  return { reports: shown.map(toFeedback), nextCursor };
}
