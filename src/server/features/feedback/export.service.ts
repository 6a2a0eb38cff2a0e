import { Readable } from 'node:stream';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { feedback } from '@/server/db/schema/feedback.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { forbidden, notFound } from '@/server/lib/app-error.ts';
import type { Feedback } from '@/shared/contracts/feedback.ts';
import { feedbackCsvHeader, feedbackCsvRow } from './feedback-csv.ts';
import { selectFeedback, timelinesOf, toFeedback } from './feedback-query.ts';

export type ExportFormat = 'csv' | 'json';

/** Reports read and written this many at a time, so a listing with 10,000 never sits in memory. */
const EXPORT_CHUNK = 250;

export interface FeedbackExport {
  fileName: string;
  contentType: string;
  body: Readable;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** The listing's name as a file name: ASCII letters and digits in lower case, accents dropped. */
function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || 'listing';
}

/** The reports of `ids`, in that order; one deleted since the ids were read is left out. */
async function reportsOf(db: Database, ids: string[]): Promise<Feedback[]> {
  const rows = await selectFeedback(db).where(inArray(feedback.id, ids));
  const byId = new Map(rows.map((row) => [row.report.id, toFeedback(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function* csvChunks(db: Database, ids: string[]): AsyncGenerator<string> {
  yield feedbackCsvHeader();
  for (let at = 0; at < ids.length; at += EXPORT_CHUNK) {
    const reports = await reportsOf(db, ids.slice(at, at + EXPORT_CHUNK));
    yield reports.map(feedbackCsvRow).join('');
  }
}

/** A JSON array of reports with their timelines (the detail's shape), written a chunk at a time. */
async function* jsonChunks(db: Database, ids: string[]): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for (let at = 0; at < ids.length; at += EXPORT_CHUNK) {
    const chunk = ids.slice(at, at + EXPORT_CHUNK);
    const [reports, timelines] = await Promise.all([reportsOf(db, chunk), timelinesOf(db, chunk)]);
    const items = reports.map((report) =>
      JSON.stringify({ ...report, timeline: timelines.get(report.id) ?? [] }),
    );
    if (items.length === 0) continue;
    yield `${first ? '' : ','}${items.join(',')}`;
    first = false;
  }
  yield ']';
}

/**
 * A listing's reports for its builder to carry into their tracker, oldest first. Only the builder:
 * admins read reports one at a time, but a bulk copy of testers' words is the builder's alone.
 * Refusals come before the first byte, so they are answered as JSON errors.
 */
export async function exportFeedback(
  db: Database,
  userId: string,
  listingId: string,
  format: ExportFormat,
  now = new Date(),
): Promise<FeedbackExport> {
  const [listing] = await db
    .select({ name: listings.name, builderId: listings.builderId })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) throw notFound('listing_not_found', 'Software not found');
  if (listing.builderId !== userId) {
    throw forbidden('not_listing_builder', 'Only the builder of this beta can export its feedback');
  }
  // The ids fix the export's rows and order up front; the reports are then read in chunks.
  const ids = (
    await db
      .select({ id: feedback.id })
      .from(feedback)
      .where(and(eq(feedback.listingId, listingId), isNull(feedback.removedAt)))
      .orderBy(asc(feedback.createdAt), asc(feedback.id))
  ).map((row) => row.id);
  const chunks = format === 'csv' ? csvChunks(db, ids) : jsonChunks(db, ids);
  return {
    fileName: `${slugOf(listing.name)}-feedback-${now.toISOString().slice(0, 10)}.${format}`,
    contentType: CONTENT_TYPES[format],
    body: Readable.from(chunks),
  };
}
