import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { testCycles } from '@/server/db/schema/cycles.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { notFound } from '@/server/lib/app-error.ts';
import type { InterestStatus } from '@/shared/constants.ts';
import type { CycleStatus } from '@/shared/contracts/cycle-rules.ts';
import type { Cycle } from '@/shared/contracts/cycles.ts';
import { dateInZone } from '@/shared/cycles/calendar-dates.ts';
import { cycleDayAt, lastDateOf } from '@/shared/cycles/cycle-days.ts';

export type CycleRow = typeof testCycles.$inferSelect;

/** Who is asking about a cycle: its builder, or a tester with a signup (and its status). */
export type CycleViewer = { role: 'builder' } | { role: 'tester'; status: InterestStatus };

export const cycleNotFound = () => notFound('cycle_not_found', 'Test cycle not found');

/**
 * Where the cycle stands at `now`: a status and a day number worked out from today's date in the
 * cycle's zone (decision 025), never stored, so a cycle starts and ends without a job running.
 */
export function cycleStanding(cycle: CycleRow, now: Date) {
  const today = dateInZone(now, cycle.timeZone);
  if (cycle.endedEarlyOn !== null)
    return { status: 'Ended' as CycleStatus, today, day: null, lastDate: cycle.endedEarlyOn };
  const position = cycleDayAt(cycle, now);
  const status: CycleStatus =
    position.kind === 'not-started'
      ? 'Scheduled'
      : position.kind === 'running'
        ? 'Running'
        : 'Ended';
  const day = position.kind === 'running' ? position.day : null;
  return { status, today, day, lastDate: lastDateOf(cycle) };
}

/** Whether the viewer may follow the store's opt-in link: the builder and Accepted testers. */
export const seesOptInLink = (viewer: CycleViewer) =>
  viewer.role === 'builder' || viewer.status === 'Accepted';

/** The answer's common part; the opt-in link only to those who may follow it. */
export const cycleAnswer = (cycle: CycleRow, viewer: CycleViewer, now: Date): Cycle =>
  cycleAnswerShowing(cycle, seesOptInLink(viewer), now);

/**
 * The same for a reader with no viewer to go by: a tester's own cycles list those they held a
 * place in and no longer do, and shows them the link only while they still hold it.
 */
export function cycleAnswerShowing(cycle: CycleRow, seesLink: boolean, now: Date): Cycle {
  const { status, today, day, lastDate } = cycleStanding(cycle, now);
  return {
    id: cycle.id,
    softwareId: cycle.listingId,
    kind: cycle.kind,
    testersRequired: cycle.testersRequired,
    headroom: cycle.headroom,
    lengthDays: cycle.lengthDays,
    extensionDays: cycle.extensionDays,
    timeZone: cycle.timeZone,
    startDate: cycle.startDate,
    lastDate,
    endedEarlyOn: cycle.endedEarlyOn,
    missedDaysLimit: cycle.missedDaysLimit,
    status,
    today,
    day,
    createdAt: cycle.createdAt.toISOString(),
    ...(seesLink ? { optInLink: cycle.optInLink } : {}),
  };
}

/**
 * Whether the user may read the listing's cycles, and as whom. Anyone else is told there is
 * nothing (404): a cycle's dates, numbers and roster are the builder's business and their testers'.
 */
export async function viewerOfListing(
  db: Database,
  listingId: string,
  userId: string,
): Promise<CycleViewer | null> {
  const [row] = await db
    .select({ builderId: listings.builderId, status: interests.status })
    .from(listings)
    .leftJoin(interests, and(eq(interests.listingId, listings.id), eq(interests.testerId, userId)))
    .where(eq(listings.id, listingId));
  if (!row) throw notFound('listing_not_found', 'Software not found');
  if (row.builderId === userId) return { role: 'builder' };
  return row.status ? { role: 'tester', status: row.status } : null;
}

/** The cycle and the user's standing on it; 404 for one they may not read. */
export async function readableCycle(
  db: Database,
  cycleId: string,
  userId: string,
): Promise<{ cycle: CycleRow; viewer: CycleViewer }> {
  const [cycle] = await db.select().from(testCycles).where(eq(testCycles.id, cycleId));
  if (!cycle) throw cycleNotFound();
  const viewer = await viewerOfListing(db, cycle.listingId, userId);
  if (!viewer) throw cycleNotFound();
  return { cycle, viewer };
}

/**
 * Inside a transaction: the cycle as it is once no change to it is under way, held so none starts
 * until the transaction ends. A change (end, extension) locks the row for update, so an opt-in or a
 * check-in made while the builder ends the cycle either comes first or sees it ended.
 */
export async function heldCycle(tx: Database, cycleId: string): Promise<CycleRow> {
  const [cycle] = await tx.select().from(testCycles).where(eq(testCycles.id, cycleId)).for('share');
  if (!cycle) throw cycleNotFound();
  return cycle;
}
