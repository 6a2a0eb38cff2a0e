import { and, eq, getTableColumns, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { personRecords } from '@/server/db/schema/reputation.ts';
import { saved } from '@/server/db/schema/saved.ts';
import { users } from '@/server/db/schema/users.ts';
import { PLACE_HOLDING_STATUSES } from '@/shared/constants.ts';
import type { Listing, ListingContent } from '@/shared/contracts/listings.ts';
import type { AnswerBadge } from '@/shared/contracts/reputation-rules.ts';
import { placesLeftOf } from '@/shared/tester-counts.ts';

// Access instructions are for the builder and Accepted testers only: they are read on their own,
// never with the listing that Browse, caches and share pages pass around. Search's tsvectors are
// only ever matched inside SQL; `hidden_at` only filters (moderation's own reads say why); the
// sort keys only order Browse.
const {
  nameWords: _nameWords,
  searchWords: _searchWords,
  accessInstructions: _accessInstructions,
  hiddenAt: _hiddenAt,
  sortPlaces: _sortPlaces,
  sortCycleDay: _sortCycleDay,
  sortAnswerMinutes: _sortAnswerMinutes,
  ...listingRowColumns
} = getTableColumns(listings);

/** Who is looking: a user id, a placeholder for one in a prepared query, or nobody. */
export type Viewer = string | Placeholder | null;

/**
 * The columns of a listing as every API answer shows it: the row, its builder, its tester count
 * and the viewer's own flags. Listings, interests and saved items all select through this.
 */
export function listingColumns(viewerId: Viewer) {
  const viewerFlag = (condition: SQL) =>
    viewerId ? sql<boolean>`exists(${condition})` : sql<boolean>`false`;
  return {
    listing: listingRowColumns,
    builder: {
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      businessName: users.businessName,
      website: users.website,
    },
    // The testers holding a place, as src/shared/tester-counts.ts defines them.
    testerCount: sql<number>`(select count(*)::int from ${interests} where ${and(eq(interests.listingId, listings.id), inArray(interests.status, PLACE_HOLDING_STATUSES))})`,
    // Kept current by the reputation feature, which announces the builder's listings when it moves.
    answerBadge: sql<AnswerBadge | null>`(select ${personRecords.answerBadge} from ${personRecords} where ${personRecords.userId} = ${listings.builderId})`,
    hasInterest: viewerFlag(
      sql`select 1 from ${interests} where ${interests.listingId} = ${listings.id} and ${interests.testerId} = ${viewerId}`,
    ),
    isSaved: viewerFlag(
      sql`select 1 from ${saved} where ${saved.listingId} = ${listings.id} and ${saved.userId} = ${viewerId}`,
    ),
  };
}

/** Listings joined to their builders, ready for `.where`, `.orderBy` and `.limit`. */
export function selectListings(db: Database, viewerId: Viewer) {
  return db
    .select(listingColumns(viewerId))
    .from(listings)
    .innerJoin(users, eq(users.id, listings.builderId));
}

export type ListingRow = {
  listing: Omit<
    typeof listings.$inferSelect,
    | 'nameWords'
    | 'searchWords'
    | 'accessInstructions'
    | 'hiddenAt'
    | 'sortPlaces'
    | 'sortCycleDay'
    | 'sortAnswerMinutes'
  >;
  builder: Listing['builder'];
  testerCount: number;
  answerBadge: AnswerBadge | null;
  hasInterest: boolean;
  isSaved: boolean;
};

/** What the builder wrote and when, as the contract shows it (an export, the share page). */
export function toListingContent(listing: ListingRow['listing']): ListingContent {
  return {
    id: listing.id,
    name: listing.name,
    shortDescription: listing.shortDescription,
    longDescription: listing.longDescription,
    category: listing.category,
    platforms: listing.platforms,
    minOsVersions: listing.minOsVersions,
    status: listing.status,
    imageUrl: listing.imageUrl,
    youtubeUrl: listing.youtubeUrl,
    link: listing.link,
    notes: listing.notes,
    createdAt: listing.createdAt.toISOString(),
    updatedAt: listing.updatedAt.toISOString(),
  };
}

export function toListing(row: ListingRow): Listing {
  const { listing } = row;
  return {
    ...listing,
    createdAt: listing.createdAt.toISOString(),
    updatedAt: listing.updatedAt.toISOString(),
    testerCount: Number(row.testerCount),
    placesLeft: placesLeftOf(listing.testerLimit, Number(row.testerCount)),
    hasInterest: Boolean(row.hasInterest),
    isSaved: Boolean(row.isSaved),
    builder: row.builder,
    answerBadge: row.answerBadge ?? null,
  };
}
