import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { personRecords, ratings } from '@/server/db/schema/reputation.ts';
import { type UserRow, users } from '@/server/db/schema/users.ts';
import { findRatings, toRating } from '@/server/features/reputation/ratings/rating-rows.ts';
import { countingRatings } from '@/server/features/reputation/ratings/shown-ratings.ts';
import { notFound } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import { PLACE_HOLDING_STATUSES } from '@/shared/constants.ts';
import {
  EMPTY_BUILDER_RECORD,
  EMPTY_TESTER_RECORD,
  type PersonProfile,
} from '@/shared/contracts/reputation.ts';
import type { ProfileVisibility } from '@/shared/contracts/reputation-rules.ts';
import { assertMayReadProfile } from './profile-access.ts';

function openListingsOf(db: Database, builderId: string) {
  return db
    .select({
      id: listings.id,
      name: listings.name,
      shortDescription: listings.shortDescription,
      category: listings.category,
      imageUrl: listings.imageUrl,
      testerCount: sql<number>`(select count(*)::int from ${interests} where ${and(eq(interests.listingId, listings.id), inArray(interests.status, PLACE_HOLDING_STATUSES))})`,
    })
    .from(listings)
    .where(
      and(
        eq(listings.builderId, builderId),
        eq(listings.status, 'Open'),
        isNull(listings.hiddenAt),
      ),
    )
    .orderBy(desc(listings.createdAt), desc(listings.id));
}

/**
 * A person's profile as the reader may see it: who they are, the records kept for them (never
 * computed here), the ratings of them that count (shown, and not from accounts removed for
 * abuse) with their replies, and their open listings. A deleted account has no profile.
 */
export async function readProfile(
  db: Database,
  reader: UserRow | null,
  personId: string,
  now: Date,
): Promise<PersonProfile> {
  const [person] = await db.select().from(users).where(eq(users.id, personId));
  // A suspended person's profile is gone but for the admins who look into them.
  const suspended = person?.suspendedAt && reader?.role !== 'Admin';
  if (!person || person.deletedAt || suspended) {
    throw notFound('profile_not_found', 'Profile not found');
  }
  await assertMayReadProfile(db, reader, person);
  const [[record], received, openListings] = await Promise.all([
    db.select().from(personRecords).where(eq(personRecords.userId, personId)),
    findRatings(db, and(eq(ratings.rateeId, personId), countingRatings(now))),
    openListingsOf(db, personId),
  ]);
  return {
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    profileImageUrl: person.profileImageUrl,
    role: person.role,
    memberSince: person.createdAt.toISOString(),
    businessName: person.businessName,
    website: person.website,
    tester: record?.tester ?? EMPTY_TESTER_RECORD,
    builder: record?.builder ?? EMPTY_BUILDER_RECORD,
    answerBadge: record?.answerBadge ?? null,
    ratings: received.map((row) => toRating(row, now)),
    openListings: openListings.map((listing) => ({
      ...listing,
      testerCount: Number(listing.testerCount),
    })),
  };
}

/** The person's choice of who reads their profile while they test. */
export async function setProfileVisibility(
  { db, bus }: ServiceContext,
  userId: string,
  visibility: ProfileVisibility,
): Promise<ProfileVisibility> {
  await db.update(users).set({ profileVisibility: visibility }).where(eq(users.id, userId));
  // Sessions keep the user row: the next request must read the new choice.
  await bus.publish({ type: 'user_changed', userId });
  return visibility;
}
