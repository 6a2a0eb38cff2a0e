import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { cycleOptIns, testCycles } from '@/server/db/schema/cycles.ts';
import { interests } from '@/server/db/schema/interests.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import { type CycleRow, cycleStanding } from './cycle-view.ts';

/*
 * A tester's opt-in period ends on the cycle's date when they stop holding a place (they left,
 * were released, declined or removed): `left_on`. Interests know nothing of cycles, so the cycle
 * feature stamps it when it hears of the change, and readers and jobs stamp what a missed event
 * left open. Every stamp is `where left_on is null`: every process hears each event, and the
 * first to stamp a period is the only one that finds it open, so the change is announced once.
 */

/**
 * Ends the open periods of the cycle's testers who no longer hold a place (an Accepted signup on
 * its listing), on today's date in the cycle's zone, so readers and jobs heal what a missed event
 * left open. Answers whom it stamped; the caller announces `cycle_changed` when any. An ended
 * cycle is history and keeps its periods as they were.
 */
export async function closeLeftPeriods(
  db: Database,
  cycle: CycleRow,
  now: Date,
): Promise<string[]> {
  const { status, today } = cycleStanding(cycle, now);
  if (status === 'Ended') return [];
  const holdsPlace = db
    .select({ one: sql`1` })
    .from(interests)
    .where(
      and(
        eq(interests.listingId, cycle.listingId),
        eq(interests.testerId, cycleOptIns.testerId),
        eq(interests.status, 'Accepted'),
      ),
    );
  const stamped = await db
    .update(cycleOptIns)
    .set({ leftOn: today, updatedAt: sql`now()` })
    .where(
      and(eq(cycleOptIns.cycleId, cycle.id), isNull(cycleOptIns.leftOn), notExists(holdsPlace)),
    )
    .returning({ testerId: cycleOptIns.testerId });
  return stamped.map((row) => row.testerId);
}

/**
 * The listings with a cycle that was not ended early: only a change on one of them can end a
 * period (a cycle that ran its course is among them until its date passes, which no row says).
 */
export async function findListingsWithCycles(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ listingId: testCycles.listingId })
    .from(testCycles)
    .where(isNull(testCycles.endedEarlyOn));
  return rows.map((row) => row.listingId);
}

/**
 * After a change to who holds a place on the listing: stamps the periods it ended in the
 * listing's open cycles, and announces each cycle it changed.
 */
export async function stampLeftPeriodsOnListing(
  { db, bus, clock }: ServiceContext,
  listingId: string,
  now = clock.now(),
): Promise<void> {
  const notEndedEarly = await db
    .select()
    .from(testCycles)
    .where(and(eq(testCycles.listingId, listingId), isNull(testCycles.endedEarlyOn)));
  for (const cycle of notEndedEarly) {
    const stamped = await closeLeftPeriods(db, cycle, now);
    if (stamped.length > 0)
      await bus.publish({ type: 'cycle_changed', cycleId: cycle.id, listingId });
  }
}
