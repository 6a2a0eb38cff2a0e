import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { cycleCheckIns, cycleOptIns, testCycles } from '@/server/db/schema/cycles.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import type { MyCycle } from '@/shared/contracts/cycles.ts';
import { type CheckInRow, toCheckIn } from './check-in-query.ts';
import { cycleAnswerShowing } from './cycle-view.ts';
import { currentOptIn, myDaysOf } from './my-days.ts';

/**
 * The cycles a tester is in, for My Demos, newest first: every cycle of a listing where they hold
 * a place (Accepted), and every cycle they opted in to, which they held a place in then. The opt-in
 * link and the listing's access instructions only while they hold the place, as the listing's own
 * answer gives them (decision 018).
 */
export async function listMyCycles(db: Database, testerId: string, now: Date): Promise<MyCycle[]> {
  const rows = await db
    .select({
      cycle: testCycles,
      listing: {
        id: listings.id,
        name: listings.name,
        accessInstructions: listings.accessInstructions,
      },
      status: interests.status,
      optedInOn: cycleOptIns.optedInOn,
      leftOn: cycleOptIns.leftOn,
      storeEmail: cycleOptIns.storeEmail,
    })
    .from(testCycles)
    .innerJoin(listings, eq(listings.id, testCycles.listingId))
    .leftJoin(
      interests,
      and(eq(interests.listingId, testCycles.listingId), eq(interests.testerId, testerId)),
    )
    .leftJoin(
      cycleOptIns,
      and(eq(cycleOptIns.cycleId, testCycles.id), eq(cycleOptIns.testerId, testerId)),
    )
    .where(or(eq(interests.status, 'Accepted'), isNotNull(cycleOptIns.optedInOn)))
    .orderBy(desc(testCycles.createdAt), desc(testCycles.id));
  const checkIns = await findOwnCheckIns(
    db,
    testerId,
    rows.map((row) => row.cycle.id),
  );
  return rows.map(({ cycle, listing, status, optedInOn, leftOn, storeEmail }) => {
    const holdsPlace = status === 'Accepted';
    const optIn = optedInOn && storeEmail ? { optedInOn, leftOn, storeEmail } : null;
    const own = (checkIns.get(cycle.id) ?? []).map((row) => toCheckIn(cycle, row));
    return {
      cycle: {
        ...cycleAnswerShowing(cycle, holdsPlace, now),
        myOptIn: currentOptIn(optIn),
        myDays: myDaysOf(cycle, optIn, own, now),
      },
      listing: { ...listing, accessInstructions: holdsPlace ? listing.accessInstructions : null },
    };
  });
}

/** The tester's check-ins on these cycles, newest first, by cycle. */
async function findOwnCheckIns(db: Database, testerId: string, cycleIds: string[]) {
  const byCycle = new Map<string, CheckInRow[]>();
  if (cycleIds.length === 0) return byCycle;
  const rows = await db
    .select()
    .from(cycleCheckIns)
    .where(and(eq(cycleCheckIns.testerId, testerId), inArray(cycleCheckIns.cycleId, cycleIds)))
    .orderBy(desc(cycleCheckIns.checkedInOn), desc(cycleCheckIns.createdAt));
  for (const row of rows) byCycle.set(row.cycleId, [...(byCycle.get(row.cycleId) ?? []), row]);
  return byCycle;
}
