import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { cycleOptIns, testCycles } from '@/server/db/schema/cycles.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { placeSpells } from '@/server/db/schema/reputation.ts';
import { endedOn, heldToEnd } from '@/server/features/reputation/records/cycle-events.ts';
import { RATING_MIN_DAYS_HELD, RATING_WINDOW_DAYS } from '@/shared/contracts/reputation-rules.ts';
import { addDays, startOfDateInZone } from '@/shared/cycles/calendar-dates.ts';

/** A builder and a tester who worked together on a listing, and when that work last ended. */
export interface PairEnd {
  listingId: string;
  listingName: string;
  builderId: string;
  testerId: string;
  endedAt: Date;
}

const DAY_MS = 86_400_000;

/** After this the pair can no longer rate each other for the listing. */
export const windowClosesAt = (end: PairEnd): Date =>
  new Date(end.endedAt.getTime() + RATING_WINDOW_DAYS * DAY_MS);

/** Whose work to look at: everything the user did on either side, or on one listing. */
interface Scope {
  userId: string;
  listingId?: string;
}

/**
 * Accepted places that ended as work, not as an application or a walk-out: the builder declined
 * or released the tester, or the tester left after holding the place RATING_MIN_DAYS_HELD days.
 * A deleted listing's places ended with it (`listing_deleted`), which is no one's doing.
 */
async function placeEnds(db: Database, { userId, listingId }: Scope): Promise<PairEnd[]> {
  const heldLongEnough = sql`${placeSpells.endedAt} >= ${placeSpells.acceptedAt} + make_interval(days => ${RATING_MIN_DAYS_HELD}::int)`;
  const rows = await db
    .select({
      listingId: placeSpells.listingId,
      listingName: placeSpells.listingName,
      builderId: placeSpells.builderId,
      testerId: placeSpells.testerId,
      endedAt: placeSpells.endedAt,
    })
    .from(placeSpells)
    .where(
      and(
        or(eq(placeSpells.builderId, userId), eq(placeSpells.testerId, userId)),
        listingId ? eq(placeSpells.listingId, listingId) : isNotNull(placeSpells.listingId),
        isNotNull(placeSpells.acceptedAt),
        or(
          inArray(placeSpells.endedBy, ['declined', 'released']),
          and(eq(placeSpells.endedBy, 'left'), heldLongEnough),
        ),
      ),
    );
  return rows.map((row) => ({
    ...row,
    listingId: row.listingId as string,
    endedAt: row.endedAt as Date,
  }));
}

/**
 * Test cycles that ended (their last day passed in their zone, or the builder ended them) with
 * the tester still opted in. A cycle ends when its last date does; one ended early makes the day
 * it was ended its last, as its calendar says.
 */
async function cycleEnds(db: Database, { userId, listingId }: Scope, now: Date) {
  const rows = await db
    .select({
      cycle: testCycles,
      testerId: cycleOptIns.testerId,
      optedInOn: cycleOptIns.optedInOn,
      leftOn: cycleOptIns.leftOn,
      listingName: listings.name,
      builderId: listings.builderId,
    })
    .from(cycleOptIns)
    .innerJoin(testCycles, eq(testCycles.id, cycleOptIns.cycleId))
    .innerJoin(listings, eq(listings.id, testCycles.listingId))
    .where(
      and(
        or(eq(listings.builderId, userId), eq(cycleOptIns.testerId, userId)),
        listingId ? eq(testCycles.listingId, listingId) : undefined,
      ),
    );
  const ends: PairEnd[] = [];
  for (const { cycle, testerId, optedInOn, leftOn, listingName, builderId } of rows) {
    // Held to the end as the tester's record counts cyclesHeld.
    const lastDate = endedOn(cycle, now);
    if (lastDate === null || optedInOn > lastDate || !heldToEnd(leftOn, lastDate)) continue;
    ends.push({
      listingId: cycle.listingId,
      listingName,
      builderId,
      testerId,
      endedAt: startOfDateInZone(addDays(lastDate, 1), cycle.timeZone),
    });
  }
  return ends;
}

/**
 * Each pair the user worked with, on every listing (or one), with the latest end of their work
 * there: the rating window runs from it.
 */
export async function pairEnds(db: Database, scope: Scope, now: Date): Promise<PairEnd[]> {
  const [places, cycles] = await Promise.all([placeEnds(db, scope), cycleEnds(db, scope, now)]);
  const latest = new Map<string, PairEnd>();
  for (const end of [...places, ...cycles]) {
    const key = `${end.listingId} ${end.builderId} ${end.testerId}`;
    const known = latest.get(key);
    if (!known || known.endedAt < end.endedAt) latest.set(key, end);
  }
  return [...latest.values()];
}

/** The end of the work of these two people on the listing, either way round; none if they never. */
export async function pairEndOf(
  db: Database,
  listingId: string,
  oneId: string,
  otherId: string,
  now: Date,
): Promise<PairEnd | undefined> {
  const ends = await pairEnds(db, { userId: oneId, listingId }, now);
  return ends.find((end) => end.builderId === otherId || end.testerId === otherId);
}
