import { and, asc, count, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { notFound } from '@/server/lib/app-error.ts';
import { PLACE_HOLDING_STATUSES } from '@/shared/constants.ts';

/**
 * The listing's row, locked until the transaction ends: every change to who holds a place takes
 * this lock first, so two joins (or a leave and a join, in two processes) never count the same
 * free place twice.
 */
export async function lockListing(tx: Database, softwareId: string) {
  const listing = await lockListingWhere(tx, 'lock_listing', eq(listings.id, softwareId));
  if (!listing) throw notFound('Software not found');
  return listing;
}

/**
 * The listing's row, locked, if this tester has signed up for it (leaving takes no lock for
 * nothing). A signup made or removed meanwhile is the caller's to find under the lock.
 */
export const lockListingOfSignup = (tx: Database, softwareId: string, testerId: string) =>
  lockListingWhere(
    tx,
    'lock_listing_of_signup',
    and(
      eq(listings.id, softwareId),
      exists(
        tx
          .select({ one: sql`1` })
          .from(interests)
          .where(and(eq(interests.softwareId, softwareId), eq(interests.testerId, testerId))),
      ),
    ),
  );

/**
 * Named, as are the other statements of a join: node-postgres then has PostgreSQL parse and plan
 * each once per connection, which cost more than running them. (A prepared statement cannot be
 * kept across transactions, so Drizzle still writes its text each time.)
 */
async function lockListingWhere(tx: Database, name: string, where: SQL | undefined) {
  const [listing] = await tx
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
    .for('update')
    .prepare(name)
    .execute();
  return listing;
}
export type LockedListing = NonNullable<Awaited<ReturnType<typeof lockListingWhere>>>;

export async function placesTaken(tx: Database, softwareId: string): Promise<number> {
  const [row] = await tx
    .select({ taken: count() })
    .from(interests)
    .where(
      and(eq(interests.softwareId, softwareId), inArray(interests.status, PLACE_HOLDING_STATUSES)),
    )
    .prepare('places_taken')
    .execute();
  return row?.taken ?? 0;
}

export const hasFreePlace = async (tx: Database, listing: LockedListing) =>
  listing.testerLimit === null || (await placesTaken(tx, listing.id)) < listing.testerLimit;

/** A waitlisted tester who now holds a place, to be told so. */
export interface Promotion {
  interestId: string;
  testerId: string;
  softwareId: string;
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
    .where(and(eq(interests.softwareId, listing.id), eq(interests.status, 'Waitlisted')))
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
      softwareId: interests.softwareId,
    });
}

/**
 * After signups were removed outside a join or a leave (an account deleted): each listing's free
 * places go to its line. Listings are locked in id order, so two such removals cannot deadlock.
 */
export async function fillFreePlacesOf(
  tx: Database,
  softwareIds: readonly string[],
): Promise<Promotion[]> {
  const promoted: Promotion[] = [];
  for (const softwareId of [...new Set(softwareIds)].sort()) {
    promoted.push(...(await fillFreePlaces(tx, await lockListing(tx, softwareId))));
  }
  return promoted;
}
