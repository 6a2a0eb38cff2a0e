import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { declinedTesters, interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { conflict, forbidden, notFound } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { DecisionStatus, InterestStatus } from '@/shared/constants.ts';
import { LISTING_FULL_MESSAGE } from '@/shared/contracts/interest-messages.ts';
import type { ListingTester } from '@/shared/contracts/interests.ts';
import { movedUp, publishInterestChanges, recordInterestChanges } from './interest-events.ts';
import type { ToldTester } from './interest-notices.ts';
import { findListingTesters } from './interest-query.ts';
import { fillFreedPlaces, hasFreePlace, lockListing } from './places.ts';

async function assertOwnsListing(db: Database, builderId: string, listingId: string) {
  const [listing] = await db
    .select({ builderId: listings.builderId })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) throw notFound('listing_not_found', 'Software not found');
  if (listing.builderId !== builderId)
    throw forbidden('not_listing_builder', 'Only this listing’s builder can see its testers');
}

export async function listListingTesters(
  db: Database,
  builderId: string,
  listingId: string,
): Promise<ListingTester[]> {
  await assertOwnsListing(db, builderId, listingId);
  return findListingTesters(db, listingId);
}

const HOLDS_PLACE = new Set<InterestStatus>(['Interested', 'Accepted']);

export interface Decision {
  status: DecisionStatus;
  reason?: string;
}

/**
 * The listing's builder decides about some of its testers at once: all of them or none. Taking a
 * tester in (Interested or Accepted) who holds no place needs a free one; a decline stands even
 * if the tester leaves and joins again; a place given up goes to the first in line.
 */
export async function decideForTesters(
  { db, bus }: ServiceContext,
  builderId: string,
  listingId: string,
  interestIds: string[],
  { status, reason }: Decision,
): Promise<ListingTester[]> {
  const ids = [...new Set(interestIds)];
  const decided = await db.transaction(async (tx) => {
    const listing = await lockListing(tx, listingId);
    if (listing.builderId !== builderId)
      throw forbidden(
        'not_listing_builder',
        'Only this listing’s builder can decide about its testers',
      );
    const chosen = await tx
      .select({
        id: interests.id,
        testerId: interests.testerId,
        status: interests.status,
        reason: interests.reason,
      })
      .from(interests)
      .where(and(eq(interests.listingId, listingId), inArray(interests.id, ids)));
    if (chosen.length !== ids.length) throw notFound('signup_not_found', 'Signup not found');

    const changes: ToldTester[] = [];
    for (const interest of chosen) {
      if (HOLDS_PLACE.has(status) && !HOLDS_PLACE.has(interest.status)) {
        if (!(await hasFreePlace(tx, listing)))
          throw conflict('listing_full', LISTING_FULL_MESSAGE);
      }
      // Accepted now: the silence that releases a place counts from here, not from the join.
      const freshClock =
        status === 'Accepted' && interest.status !== 'Accepted'
          ? { lastActivityAt: sql`now()`, remindedAt: null }
          : {};
      await tx
        .update(interests)
        .set({ status, reason: reason || null, ...freshClock })
        .where(eq(interests.id, interest.id));
      // A corrected reason is news too: the tester's open page shows the old one.
      if (interest.status !== status || interest.reason !== (reason || null)) {
        changes.push({
          testerId: interest.testerId,
          status,
          news: 'decision',
          reason: reason || null,
        });
      }
    }
    const testers = chosen.map((interest) => interest.testerId);
    if (status === 'Declined') {
      await tx
        .insert(declinedTesters)
        .values(testers.map((testerId) => ({ listingId, testerId })))
        .onConflictDoNothing();
    } else {
      await tx
        .delete(declinedTesters)
        .where(
          and(eq(declinedTesters.listingId, listingId), inArray(declinedTesters.testerId, testers)),
        );
    }
    const promoted = await fillFreedPlaces(tx, listing);
    return recordInterestChanges(tx, {
      listingId,
      told: [...changes, ...movedUp(promoted)],
      leftLine: chosen.some((interest) => interest.status === 'Waitlisted'),
    });
  });
  await publishInterestChanges({ bus }, decided);
  return findListingTesters(db, listingId, inArray(interests.id, ids));
}

/** One tester's decision, by the signup's id alone. */
export async function reviewInterest(
  ctx: ServiceContext,
  builderId: string,
  interestId: string,
  decision: Decision,
): Promise<ListingTester> {
  const [interest] = await ctx.db
    .select({ listingId: interests.listingId })
    .from(interests)
    .where(eq(interests.id, interestId));
  if (!interest) throw notFound('signup_not_found', 'Signup not found');
  await assertOwnsListing(ctx.db, builderId, interest.listingId);
  const [updated] = await decideForTesters(
    ctx,
    builderId,
    interest.listingId,
    [interestId],
    decision,
  );
  if (!updated) throw notFound('signup_not_found', 'Signup not found');
  return updated;
}
