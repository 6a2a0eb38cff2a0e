import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { isoTime } from '@/server/db/iso-time.ts';
import { type Param, prepared } from '@/server/db/prepared.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { personRecords } from '@/server/db/schema/reputation.ts';
import { users } from '@/server/db/schema/users.ts';
import { latestAcceptanceColumn } from '@/server/features/agreements/acceptances.ts';
import { matchingDevicesOf } from '@/server/features/devices/device-fit.ts';
import { listingColumns, toListing } from '@/server/lib/listing-query.ts';
import type { Device } from '@/shared/contracts/devices.ts';
import type { Interest, ListingTester } from '@/shared/contracts/interests.ts';
import { EMPTY_TESTER_RECORD } from '@/shared/contracts/reputation.ts';

/** 1 for the first in line; null for anyone not waiting. */
const waitlistPosition = sql<number | null>`case when ${interests.status} = 'Waitlisted' then (
  select count(*)::int from interests ahead
  where ahead.software_id = ${interests.listingId} and ahead.status = 'Waitlisted'
    and (ahead.created_at, ahead.id) <= (${interests.createdAt}, ${interests.id})
) end`;

/** Reminded after `inactivityDays` of silence, released half as many days later. */
const releasesAt = sql<
  string | null
>`case when ${interests.status} = 'Accepted' and ${interests.remindedAt} is not null
  and ${listings.inactivityDays} is not null
  then ${isoTime(sql`${interests.remindedAt} + make_interval(hours => ${listings.inactivityDays} * 12)`)} end`;

/** Where a tester stands on a listing, as their signup's answer shows it. */
export const standingColumns = {
  status: interests.status,
  waitlistPosition,
  releasesAt,
  reason: interests.reason,
  answers: interests.answers,
  createdAt: interests.createdAt,
};

const testerInterestsQuery = (db: Database, testerId: Param, listingId?: Param) =>
  db
    .select({
      id: interests.id,
      listingId: interests.listingId,
      testerId: interests.testerId,
      ...standingColumns,
      ...listingColumns(testerId),
    })
    .from(interests)
    .innerJoin(listings, eq(listings.id, interests.listingId))
    .innerJoin(users, eq(users.id, listings.builderId))
    .where(
      and(
        eq(interests.testerId, testerId),
        listingId ? eq(interests.listingId, listingId) : undefined,
        // The signup stays while moderation hides its listing; the listing is not shown.
        isNull(listings.hiddenAt),
      ),
    )
    .orderBy(desc(interests.createdAt), desc(interests.id));

type InterestRow = Awaited<ReturnType<typeof testerInterestsQuery>>[number];

export function toInterest({ id, listingId, testerId, createdAt, ...row }: InterestRow): Interest {
  const { status, waitlistPosition, releasesAt, reason, answers, ...listing } = row;
  return {
    id,
    softwareId: listingId,
    testerId,
    status,
    waitlistPosition,
    releasesAt,
    reason,
    answers,
    createdAt: createdAt.toISOString(),
    software: toListing(listing),
  };
}

/** A tester's signups with their listings, newest first; one listing's when `listingId`. */
export async function findTesterInterests(
  db: Database,
  testerId: string,
  listingId?: string,
): Promise<Interest[]> {
  if (!listingId) return (await testerInterestsQuery(db, testerId)).map(toInterest);
  // One signup is what every join answers: a prepared statement.
  const statement = prepared(db, 'tester_interest', (name) =>
    testerInterestsQuery(db, sql.placeholder('testerId'), sql.placeholder('listingId')).prepare(
      name,
    ),
  );
  return (await statement.execute({ testerId, listingId })).map(toInterest);
}

/** A listing's testers as its builder sees them, newest first; `only` narrows the rows. */
export async function findListingTesters(
  db: Database,
  listingId: string,
  only?: SQL,
): Promise<ListingTester[]> {
  const rows = await db
    .select({
      id: interests.id,
      ...standingColumns,
      tester: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
      },
      record: personRecords.tester,
      needs: { platforms: listings.platforms, minOsVersions: listings.minOsVersions },
      agreement: latestAcceptanceColumn(interests.listingId, interests.testerId),
    })
    .from(interests)
    .innerJoin(users, eq(users.id, interests.testerId))
    .innerJoin(listings, eq(listings.id, interests.listingId))
    .leftJoin(personRecords, eq(personRecords.userId, interests.testerId))
    .where(and(eq(interests.listingId, listingId), only))
    .orderBy(desc(interests.createdAt), desc(interests.id));
  // Every row carries the one listing's needs; the devices come in one query for all the testers.
  const needs = rows[0]?.needs;
  const devices = needs
    ? await matchingDevicesOf(
        db,
        needs,
        rows.map((row) => row.tester.id),
      )
    : new Map<string, Device[]>();
  return rows.map(({ needs: _needs, ...row }) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    record: row.record ?? EMPTY_TESTER_RECORD,
    matchingDevices: devices.get(row.tester.id) ?? [],
  }));
}
