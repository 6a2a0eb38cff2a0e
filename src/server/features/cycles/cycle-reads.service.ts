import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { cycleOptIns, testCycles } from '@/server/db/schema/cycles.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { users } from '@/server/db/schema/users.ts';
import type { Cycle, RosterEntry } from '@/shared/contracts/cycles.ts';
import { cycleAnswer, cycleNotFound, readableCycle, viewerOfListing } from './cycle-view.ts';
import { readOwnDays } from './my-days.ts';

/**
 * Every Accepted tester of the cycle's listing, with their opt-in if they confirmed. A tester who
 * opted in and then left, or lost their place, is no longer on the roster: Play's list must hold
 * only those still testing. One who came back is unconfirmed until they opt in again.
 */
export async function findRoster(db: Database, cycleId: string, listingId: string) {
  const rows = await db
    .select({
      testerId: interests.testerId,
      firstName: users.firstName,
      lastName: users.lastName,
      optedInOn: cycleOptIns.optedInOn,
      storeEmail: cycleOptIns.storeEmail,
    })
    .from(interests)
    .innerJoin(users, eq(users.id, interests.testerId))
    .leftJoin(
      cycleOptIns,
      and(
        eq(cycleOptIns.cycleId, cycleId),
        eq(cycleOptIns.testerId, interests.testerId),
        isNull(cycleOptIns.leftOn),
      ),
    )
    .where(and(eq(interests.listingId, listingId), eq(interests.status, 'Accepted')))
    .orderBy(asc(interests.createdAt), asc(interests.id));
  return rows.map(
    ({ optedInOn, storeEmail, ...tester }): RosterEntry => ({
      ...tester,
      optIn: optedInOn && storeEmail ? { optedInOn, storeEmail } : null,
    }),
  );
}

/**
 * One cycle as the user may see it: the builder with the roster and who has not confirmed, a
 * tester with their own opt-in and days only. Anyone else gets 404.
 */
export async function getCycle(
  db: Database,
  userId: string,
  cycleId: string,
  now = new Date(),
): Promise<Cycle> {
  const { cycle, viewer } = await readableCycle(db, cycleId, userId);
  const answer = cycleAnswer(cycle, viewer, now);
  if (viewer.role === 'tester')
    return { ...answer, ...(await readOwnDays(db, cycle, userId, now)) };
  const roster = await findRoster(db, cycleId, cycle.listingId);
  return {
    ...answer,
    roster,
    notConfirmed: roster.filter((entry) => entry.optIn === null).length,
  };
}

/** The listing's cycles, newest first, to its builder and to testers who joined it. */
export async function listCycles(
  db: Database,
  userId: string,
  listingId: string,
  now = new Date(),
): Promise<Cycle[]> {
  const viewer = await viewerOfListing(db, listingId, userId);
  if (!viewer) throw cycleNotFound();
  const cycles = await db
    .select()
    .from(testCycles)
    .where(eq(testCycles.listingId, listingId))
    .orderBy(desc(testCycles.createdAt), desc(testCycles.id));
  return cycles.map((cycle) => cycleAnswer(cycle, viewer, now));
}
