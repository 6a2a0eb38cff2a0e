import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { defuseFormula } from '@/server/lib/csv.ts';
import { findRoster } from './cycle-reads.service.ts';
import { cycleNotFound, readableCycle } from './cycle-view.ts';

/** The listing's name as a file name: ASCII letters and digits in lower case, accents dropped. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || 'listing';
}

export interface RosterFile {
  fileName: string;
  body: string;
}

/**
 * The confirmed testers' store addresses as Play Console's "upload a CSV" of a tester list takes
 * them: one address per line, no header, no byte order mark (addresses are ASCII). The builder's
 * only; anyone else learns nothing of the cycle.
 */
export async function rosterCsv(
  db: Database,
  builderId: string,
  cycleId: string,
): Promise<RosterFile> {
  const { cycle, viewer } = await readableCycle(db, cycleId, builderId);
  if (viewer.role !== 'builder') throw cycleNotFound();
  const [listing] = await db
    .select({ name: listings.name })
    .from(listings)
    .where(eq(listings.id, cycle.listingId));
  const roster = await findRoster(db, cycleId, cycle.listingId);
  const lines = roster.flatMap((entry) =>
    entry.optIn ? [defuseFormula(entry.optIn.storeEmail)] : [],
  );
  return {
    fileName: `${slugOf(listing?.name ?? '')}-testers-${cycle.startDate}.csv`,
    body: lines.map((line) => `${line}\r\n`).join(''),
  };
}
