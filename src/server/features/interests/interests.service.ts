import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { declinedTesters, interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { users } from '@/server/db/schema/users.ts';
import { conflict, forbidden, notFound } from '@/server/lib/app-error.ts';
import type { EventBus } from '@/server/lib/event-bus.ts';
import { listingColumns, toListing } from '@/server/lib/listing-query.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { InterestStatus } from '@/shared/constants.ts';
import {
  CLOSED_LISTING_MESSAGE,
  type Interest,
  type ListingTester,
} from '@/shared/contracts/interests.ts';

async function findTesterInterests(db: Database, testerId: string, softwareId?: string) {
  const rows = await db
    .select({ interest: interests, ...listingColumns(testerId) })
    .from(interests)
    .innerJoin(listings, eq(listings.id, interests.softwareId))
    .innerJoin(users, eq(users.id, listings.builderId))
    .where(
      and(
        eq(interests.testerId, testerId),
        softwareId ? eq(interests.softwareId, softwareId) : undefined,
      ),
    )
    .orderBy(desc(interests.createdAt), desc(interests.id));
  return rows.map(
    ({ interest, ...listing }): Interest => ({
      ...interest,
      createdAt: interest.createdAt.toISOString(),
      software: toListing(listing),
    }),
  );
}

export const listInterests = (db: Database, testerId: string) => findTesterInterests(db, testerId);

/** The listing's tester count and the tester's own flags are cached; both changed. */
async function signupChanged(bus: EventBus, testerId: string, softwareId: string) {
  await bus.publish({ type: 'listing_changed', softwareId, pages: false });
  await bus.publish({ type: 'viewer_flags_changed', userId: testerId });
}

/** Joining is idempotent: a second join answers the existing signup. Closed betas take no one. */
export async function joinBeta(
  { db, bus }: ServiceContext,
  testerId: string,
  softwareId: string,
): Promise<{ interest: Interest; created: boolean }> {
  const [listing] = await db
    .select({ status: listings.status })
    .from(listings)
    .where(eq(listings.id, softwareId));
  if (!listing) throw notFound('Software not found');
  if (listing.status === 'Closed') throw conflict(CLOSED_LISTING_MESSAGE);
  const [declined] = await db
    .select({ testerId: declinedTesters.testerId })
    .from(declinedTesters)
    .where(and(eq(declinedTesters.softwareId, softwareId), eq(declinedTesters.testerId, testerId)));
  const inserted = await db
    .insert(interests)
    .values({ softwareId, testerId, status: declined ? 'Declined' : 'Interested' })
    .onConflictDoNothing()
    .returning({ id: interests.id });
  const created = inserted.length > 0;
  if (created) await signupChanged(bus, testerId, softwareId);
  const [interest] = await findTesterInterests(db, testerId, softwareId);
  if (!interest) throw notFound('Software not found');
  return { interest, created };
}

/** Whether there was a signup to remove. */
export async function leaveBeta(
  { db, bus }: ServiceContext,
  testerId: string,
  softwareId: string,
): Promise<boolean> {
  const removed = await db
    .delete(interests)
    .where(and(eq(interests.testerId, testerId), eq(interests.softwareId, softwareId)))
    .returning({ id: interests.id });
  if (removed.length === 0) return false;
  await signupChanged(bus, testerId, softwareId);
  return true;
}

async function assertOwnsListing(db: Database, builderId: string, softwareId: string) {
  const [listing] = await db
    .select({ builderId: listings.builderId })
    .from(listings)
    .where(eq(listings.id, softwareId));
  if (!listing) throw notFound('Software not found');
  if (listing.builderId !== builderId)
    throw forbidden('Only this listing’s builder can see its testers');
}

async function findListingTesters(db: Database, softwareId: string, interestId?: string) {
  const rows = await db
    .select({
      id: interests.id,
      status: interests.status,
      createdAt: interests.createdAt,
      tester: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
      },
    })
    .from(interests)
    .innerJoin(users, eq(users.id, interests.testerId))
    .where(
      and(
        eq(interests.softwareId, softwareId),
        interestId ? eq(interests.id, interestId) : undefined,
      ),
    )
    .orderBy(desc(interests.createdAt), desc(interests.id));
  return rows.map((row): ListingTester => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function listListingTesters(
  db: Database,
  builderId: string,
  softwareId: string,
): Promise<ListingTester[]> {
  await assertOwnsListing(db, builderId, softwareId);
  return findListingTesters(db, softwareId);
}

/** The listing's builder accepts or declines a tester who joined. */
export async function reviewInterest(
  db: Database,
  builderId: string,
  interestId: string,
  status: InterestStatus,
): Promise<ListingTester> {
  const [interest] = await db
    .select({ softwareId: interests.softwareId, testerId: interests.testerId })
    .from(interests)
    .where(eq(interests.id, interestId));
  if (!interest) throw notFound('Signup not found');
  await assertOwnsListing(db, builderId, interest.softwareId);
  const tester = and(
    eq(declinedTesters.softwareId, interest.softwareId),
    eq(declinedTesters.testerId, interest.testerId),
  );
  await db.transaction(async (tx) => {
    await tx.update(interests).set({ status }).where(eq(interests.id, interestId));
    if (status === 'Declined') {
      await tx
        .insert(declinedTesters)
        .values({ softwareId: interest.softwareId, testerId: interest.testerId })
        .onConflictDoNothing();
    } else {
      await tx.delete(declinedTesters).where(tester);
    }
  });
  const [updated] = await findListingTesters(db, interest.softwareId, interestId);
  if (!updated) throw notFound('Signup not found');
  return updated;
}
