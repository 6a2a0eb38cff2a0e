import { eq, getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Software } from '../../shared/contracts/listings.ts';
import type { Database } from '../db/client.ts';
import { interests } from '../db/schema/interests.ts';
import { software } from '../db/schema/listings.ts';
import { saved } from '../db/schema/saved.ts';
import { users } from '../db/schema/users.ts';

const {
  searchText: _searchText,
  nameSearch: _nameSearch,
  ...softwareColumns
} = getTableColumns(software);

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
    software: softwareColumns,
    builder: {
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      businessName: users.businessName,
      website: users.website,
    },
    testerCount: sql<number>`(select count(*)::int from ${interests} where ${interests.softwareId} = ${software.id})`,
    hasInterest: viewerFlag(
      sql`select 1 from ${interests} where ${interests.softwareId} = ${software.id} and ${interests.testerId} = ${viewerId}`,
    ),
    isSaved: viewerFlag(
      sql`select 1 from ${saved} where ${saved.softwareId} = ${software.id} and ${saved.userId} = ${viewerId}`,
    ),
  };
}

/** Listings joined to their builders, ready for `.where`, `.orderBy` and `.limit`. */
export function selectListings(db: Database, viewerId: Viewer) {
  return db
    .select(listingColumns(viewerId))
    .from(software)
    .innerJoin(users, eq(users.id, software.builderId));
}

export type ListingRow = {
  software: Omit<typeof software.$inferSelect, 'searchText' | 'nameSearch'>;
  builder: Software['builder'];
  testerCount: number;
  hasInterest: boolean;
  isSaved: boolean;
};

export function toSoftware(row: ListingRow): Software {
  const { software: listing } = row;
  return {
    ...listing,
    createdAt: listing.createdAt.toISOString(),
    updatedAt: listing.updatedAt.toISOString(),
    testerCount: Number(row.testerCount),
    hasInterest: Boolean(row.hasInterest),
    isSaved: Boolean(row.isSaved),
    builder: row.builder,
  };
}
