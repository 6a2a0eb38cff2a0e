import type { Database } from '@/server/db/client.ts';
import { feedback } from '@/server/db/schema/feedback.ts';

type NewReport = typeof feedback.$inferInsert;

/**
 * Reports written straight into the table, for tests of what is read from them: each a bug unless
 * it says otherwise, with an empty device.
 */
export async function insertReports(
  db: Database,
  reports: (Pick<NewReport, 'listingId' | 'reporterId'> & Partial<NewReport>)[],
) {
  return db
    .insert(feedback)
    .values(
      reports.map((report) => ({
        kind: 'Bug' as const,
        title: 'It crashes',
        body: 'The app closes when I tap Save.',
        device: { browser: '', os: '', viewport: '' },
        ...report,
      })),
    )
    .returning();
}

/** `hours` after `from`, for first answers that came that long after a report. */
export const hoursAfter = (from: Date, hours: number) =>
  new Date(from.getTime() + hours * 3_600_000);
