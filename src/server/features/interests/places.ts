import { and, asc, count, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { type Param, prepared, preparedInTransaction } from '@/server/db/prepared.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { notFound } from '@/server/lib/app-error.ts';
import { type InterestStatus, PLACE_HOLDING_STATUSES } from '@/shared/constants.ts';

/**
 * The listing's row, locked until the transaction ends: every change to who holds a place takes
 * this lock first, so two joins (or a leave and a join, in two processes) never count the same
 * free place twice.
 */
export async function lockListing(tx: Database, listingId: string) {
  const [listing] = await preparedInTransaction(tx, 'lock_listing', (name) =>
    lockedListingWhere(tx, eq(listings.id, sql.placeholder('listingId'))).prepare(name),
  ).execute({ listingId });
  if (!listing) throw notFound('listing_not_found', 'Software not found');
  return listing;
}

/**
 * The same lock for a job that may come back later: null, without waiting, when someone holds it
 * (another process's run of the job, or a join), as the silent-tester sweep claims its listings.
 */
export async function tryLockListing(tx: Database, listingId: string) {
  const [listing] = await lockedListingWhere(tx, eq(listings.id, listingId), {
    skipLocked: true,
  });
  return listing ?? null;
}

/**
 * Removes the tester's signup under the listing's lock, in one statement: the listing's row is
 * locked only if the tester has a signup (leaving takes no lock for nothing), and the delete,
 * which reads the signup as it is once the lock is granted, answers what it held. Undefined when
 * there was nothing to remove, a concurrent leave included. The rest of the transaction runs
 * under the lock.
 */
export async function removeSignup(tx: Database, listingId: string, testerId: string) {
  const [removed] = await preparedInTransaction(tx, 'leave_remove_signup', (name) =>
    removeSignupStatement(tx, name, { withoutLineOnly: false }),
  ).execute({ listingId, testerId });
  return removed?.status ? { ...removed, status: removed.status } : undefined;
}

/**
 * The same, on its own and only from a listing without a tester limit: with no line, nothing
 * else changes, so the statement is the whole leave (no begin, no commit). The limit is read once
 * the lock is granted, so an edit that sets one either came first (nothing is removed) or waits
 * and then sees this leave. Undefined when the tester had no signup; `status` null when the
 * listing has a limit (or another leave came first), which asks for `removeSignup` instead.
 */
export async function removeSignupWithoutLine(db: Database, listingId: string, testerId: string) {
  const [removed] = await prepared(db, 'leave_without_line', (name) =>
    removeSignupStatement(db, name, { withoutLineOnly: true }),
  ).execute({ listingId, testerId });
  return removed;
}

function removeSignupStatement(
  db: Database,
  name: string,
  { withoutLineOnly }: { withoutLineOnly: boolean },
) {
  const listingIdParam = sql.placeholder('listingId');
  const testerIdParam = sql.placeholder('testerId');
  const signup = and(
    eq(interests.listingId, listingIdParam),
    eq(interests.testerId, testerIdParam),
  );
  const hasSignup = exists(db.select({ one: sql`1` }).from(interests).where(signup));
  const locked = db
    .$with('locked')
    .as(lockedListingWhere(db, and(eq(listings.id, listingIdParam), hasSignup)));
  const noLimit = withoutLineOnly ? sql`where tester_limit is null` : sql``;
  const deleted = db.$with('deleted', { removed: sql<InterestStatus>`removed`.as('removed') }).as(
    sql`delete from ${interests} where ${interests.testerId} = ${testerIdParam}
        and ${interests.listingId} = (select id from ${locked} ${noLimit})
        returning ${interests.status} as removed`,
  );
  return db
    .with(locked, deleted)
    .select({
      listing: locked._.selectedFields,
      status: sql<InterestStatus | null>`deleted.removed`,
    })
    .from(locked)
    .leftJoin(deleted, sql`true`)
    .prepare(name);
}

/**
 * Prepared, as are the other statements of a join: node-postgres then has PostgreSQL parse and
 * plan each once per connection, which cost more than running them.
 */
function lockedListingWhere(
  tx: Database,
  where: SQL | undefined,
  { skipLocked = false }: { skipLocked?: boolean } = {},
) {
  return tx
    .select({
      id: listings.id,
      name: listings.name,
      builderId: listings.builderId,
      status: listings.status,
      testerLimit: listings.testerLimit,
      screeningQuestions: listings.screeningQuestions,
    })
    .from(listings)
    .where(where)
    .for('no key update', skipLocked ? { skipLocked } : {});
}
export type LockedListing = Awaited<ReturnType<typeof lockListing>>;

/** The listing's signups that hold a place: what a tester limit caps. */
const holdingPlaces = (listingId: Param) =>
  and(eq(interests.listingId, listingId), inArray(interests.status, PLACE_HOLDING_STATUSES));

async function placesTaken(tx: Database, listingId: string): Promise<number> {
  const [row] = await preparedInTransaction(tx, 'places_taken', (name) =>
    tx
      .select({ taken: count() })
      .from(interests)
      .where(holdingPlaces(sql.placeholder('listingId')))
      .prepare(name),
  ).execute({ listingId });
  return row?.taken ?? 0;
}

export const hasFreePlace = async (tx: Database, listing: LockedListing) =>
  listing.testerLimit === null || (await placesTaken(tx, listing.id)) < listing.testerLimit;

/** The testers still waiting for a place on the listing. */
export async function waitingTesters(tx: Database, listingId: string): Promise<string[]> {
  const waiting = await preparedInTransaction(tx, 'waiting_testers', (name) =>
    tx
      .select({ testerId: interests.testerId })
      .from(interests)
      .where(
        and(
          eq(interests.listingId, sql.placeholder('listingId')),
          eq(interests.status, 'Waitlisted'),
        ),
      )
      .prepare(name),
  ).execute({ listingId });
  return waiting.map((row) => row.testerId);
}

/** A waitlisted tester who now holds a place, to be told so. */
export interface Promotion {
  interestId: string;
  testerId: string;
  listingId: string;
}

/**
 * Gives every free place to the waitlist, first come first served; the caller holds the
 * listing's lock. Answers who moved up.
 */
export async function fillFreePlaces(tx: Database, listing: LockedListing): Promise<Promotion[]> {
  const free =
    listing.testerLimit === null ? null : listing.testerLimit - (await placesTaken(tx, listing.id));
  if (free !== null && free <= 0) return [];
  const next = tx
    .select({ id: interests.id })
    .from(interests)
    .where(and(eq(interests.listingId, listing.id), eq(interests.status, 'Waitlisted')))
    .orderBy(asc(interests.createdAt), asc(interests.id));
  const chosen = free === null ? await next : await next.limit(free);
  if (chosen.length === 0) return [];
  return tx
    .update(interests)
    .set({ status: 'Interested', reason: null, lastActivityAt: sql`now()` })
    .where(
      inArray(
        interests.id,
        chosen.map((row) => row.id),
      ),
    )
    .returning({
      interestId: interests.id,
      testerId: interests.testerId,
      listingId: interests.listingId,
    });
}

/**
 * After a place was freed (a leave, a decline, a release). A listing without a tester limit has
 * no line: every join there takes a place, and lifting a limit moves the whole line up in the
 * same transaction. So it asks the database nothing, which spares a leave a round trip.
 */
export const fillFreedPlaces = async (tx: Database, listing: LockedListing) =>
  listing.testerLimit === null ? [] : fillFreePlaces(tx, listing);

/**
 * After signups were removed outside a join or a leave (an account deleted): each listing's free
 * places go to its line. Listings are locked in id order, so two such removals cannot deadlock.
 */
export async function fillFreePlacesOf(
  tx: Database,
  listingIds: readonly string[],
): Promise<Promotion[]> {
  const promoted: Promotion[] = [];
  for (const listingId of [...new Set(listingIds)].sort()) {
    promoted.push(...(await fillFreedPlaces(tx, await lockListing(tx, listingId))));
  }
  return promoted;
}
