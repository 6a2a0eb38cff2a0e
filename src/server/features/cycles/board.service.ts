import { and, asc, count, eq, notExists, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { cycleCheckIns, cycleOptIns } from '@/server/db/schema/cycles.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { users } from '@/server/db/schema/users.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { BoardTester, CycleBoard } from '@/shared/contracts/cycle-board.ts';
import type { TesterDays } from '@/shared/cycles/cycle-day-types.ts';
import { cycleGrid, effectiveCalendar, type GridRow } from '@/shared/cycles/cycle-grid.ts';
import { cycleNotFound, readableCycle } from './cycle-view.ts';
import { closeLeftPeriods } from './opt-in-periods.ts';

/** A row of the grid before its days: who, whether they hold a place, and their period. */
interface BoardPerson {
  testerId: string;
  firstName: string | null;
  lastName: string | null;
  holdsPlace: boolean;
  optedInOn: string | null;
  leftOn: string | null;
}

/**
 * Everyone the grid shows: each tester who opted in, in the order they did, then the Accepted
 * testers who have not, in the order they joined.
 */
async function findBoardPeople(
  db: Database,
  cycleId: string,
  listingId: string,
): Promise<BoardPerson[]> {
  const optedIn = await db
    .select({
      testerId: cycleOptIns.testerId,
      firstName: users.firstName,
      lastName: users.lastName,
      holdsPlace: sql<boolean>`coalesce(${interests.status} = 'Accepted', false)`,
      optedInOn: cycleOptIns.optedInOn,
      leftOn: cycleOptIns.leftOn,
    })
    .from(cycleOptIns)
    .innerJoin(users, eq(users.id, cycleOptIns.testerId))
    .leftJoin(
      interests,
      and(eq(interests.listingId, listingId), eq(interests.testerId, cycleOptIns.testerId)),
    )
    .where(eq(cycleOptIns.cycleId, cycleId))
    .orderBy(asc(cycleOptIns.optedInOn), asc(users.lastName), asc(users.firstName), asc(users.id));
  const optInOf = db
    .select({ one: sql`1` })
    .from(cycleOptIns)
    .where(and(eq(cycleOptIns.cycleId, cycleId), eq(cycleOptIns.testerId, interests.testerId)));
  const notJoined = await db
    .select({
      testerId: interests.testerId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(interests)
    .innerJoin(users, eq(users.id, interests.testerId))
    .where(
      and(eq(interests.listingId, listingId), eq(interests.status, 'Accepted'), notExists(optInOf)),
    )
    .orderBy(asc(interests.createdAt), asc(interests.id));
  return [
    ...optedIn,
    ...notJoined.map((person) => ({ ...person, holdsPlace: true, optedInOn: null, leftOn: null })),
  ];
}

/** The dates each tester checked in on. */
async function findCheckInDates(db: Database, cycleId: string) {
  const rows = await db
    .select({ testerId: cycleCheckIns.testerId, date: cycleCheckIns.checkedInOn })
    .from(cycleCheckIns)
    .where(eq(cycleCheckIns.cycleId, cycleId));
  const dates = new Map<string, Set<string>>();
  for (const { testerId, date } of rows) {
    const own = dates.get(testerId) ?? new Set<string>();
    own.add(date);
    dates.set(testerId, own);
  }
  return dates;
}

/**
 * The listing's places as a cycle counts them: an Accepted signup holds one (only they may opt
 * in); a Waitlisted one waits for one.
 */
async function countPlaces(db: Database, listingId: string) {
  const rows = await db
    .select({ status: interests.status, testers: count() })
    .from(interests)
    .where(eq(interests.listingId, listingId))
    .groupBy(interests.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.testers ?? 0;
  return { held: of('Accepted'), waiting: of('Waitlisted') };
}

/**
 * The builder's clock: a row per tester with a square per cycle day, their streak and misses, who
 * is at risk and who counts toward the requirement; where the requirement stands; the places the
 * listing keeps. Periods a missed event left open are stamped first, so the grid never shows a
 * tester who lost their place as still in.
 */
export async function getBoard(
  { db, bus, clock }: ServiceContext,
  builderId: string,
  cycleId: string,
  now = clock.now(),
): Promise<CycleBoard> {
  const { cycle, viewer } = await readableCycle(db, cycleId, builderId);
  if (viewer.role !== 'builder') throw cycleNotFound();
  const listingId = cycle.listingId;
  if ((await closeLeftPeriods(db, cycle, now)).length > 0)
    await bus.publish({ type: 'cycle_changed', cycleId, listingId });
  const [people, checkIns, places] = await Promise.all([
    findBoardPeople(db, cycleId, listingId),
    findCheckInDates(db, cycleId),
    countPlaces(db, listingId),
  ]);
  const days = people.map(({ testerId, optedInOn, leftOn }): TesterDays | null =>
    optedInOn === null
      ? null
      : { optedInOn, leftOn, checkedInOn: checkIns.get(testerId) ?? new Set() },
  );
  const grid = cycleGrid(effectiveCalendar(cycle), days, cycle.testersRequired, now);
  return {
    cycleId,
    dates: grid.dates,
    today: grid.today,
    // One grid row per person, in the same order.
    testers: people.map(
      (person, index): BoardTester => ({ ...person, ...(grid.rows[index] as GridRow) }),
    ),
    progress: {
      ...grid.progress,
      testersRequired: cycle.testersRequired,
      daysRequired: cycle.lengthDays,
    },
    places: { wanted: cycle.testersRequired + cycle.headroom, ...places },
  };
}
