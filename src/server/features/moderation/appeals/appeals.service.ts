import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { type ListingHideRow, listingHides } from '@/server/db/schema/moderation.ts';
import type { UserRow } from '@/server/db/schema/users.ts';
import { badRequest, conflict, notFound } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { ListingHide } from '@/shared/contracts/moderation.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toListingHide(hide: ListingHideRow, listingName: string): ListingHide {
  return {
    listingId: hide.listingId,
    listingName,
    cause: hide.cause,
    reason: hide.reason,
    hiddenAt: hide.hiddenAt.toISOString(),
    appeal: hide.appeal,
    appealedAt: iso(hide.appealedAt),
    appealRejectedAt: iso(hide.appealRejectedAt),
  };
}

// To anyone else a hidden listing is not there at all: the same answer as no listing.
const noSuchListing = () => notFound('listing_not_found', 'Listing not found');
const notHidden = () => conflict('listing_not_hidden', 'This listing is not hidden');

const listingWithHide = (db: Database, listingId: string) =>
  db
    .select({ builderId: listings.builderId, name: listings.name, hide: listingHides })
    .from(listings)
    .leftJoin(listingHides, eq(listingHides.listingId, listings.id))
    .where(eq(listings.id, listingId));

/** Why the listing is hidden, for its builder and admins; 404 when it is shown. */
export async function findListingHide(
  db: Database,
  viewer: UserRow,
  listingId: string,
): Promise<ListingHide> {
  const [row] = await listingWithHide(db, listingId);
  if (!row || (row.builderId !== viewer.id && viewer.role !== 'Admin')) throw noSuchListing();
  if (!row.hide) throw notFound('listing_not_hidden', 'This listing is not hidden');
  return toListingHide(row.hide, row.name);
}

/** The person's hidden listings, most recently hidden first. */
export async function listMyHiddenListings(db: Database, viewer: UserRow): Promise<ListingHide[]> {
  const rows = await db
    .select({ name: listings.name, hide: listingHides })
    .from(listingHides)
    .innerJoin(listings, eq(listings.id, listingHides.listingId))
    .where(eq(listings.builderId, viewer.id))
    .orderBy(desc(listingHides.hiddenAt));
  return rows.map((row) => toListingHide(row.hide, row.name));
}

/**
 * The builder's one appeal against a hide: kept on the hide, where the admin queue reads it. A
 * listing hidden for its builder's suspension comes back with the suspension's end instead.
 */
export async function appealListingHide(
  ctx: ServiceContext,
  builder: UserRow,
  listingId: string,
  message: string,
): Promise<ListingHide> {
  const [row] = await listingWithHide(ctx.db, listingId);
  if (!row || row.builderId !== builder.id) throw noSuchListing();
  if (!row.hide) throw notHidden();
  if (row.hide.cause === 'suspension')
    throw badRequest('action_not_allowed', 'A listing hidden by a suspension cannot be appealed');
  const [appealed] = await ctx.db
    .update(listingHides)
    .set({ appeal: message, appealedAt: ctx.clock.now() })
    // Checked as it is written: of two appeals at once, one is kept, and a hide lifted meanwhile
    // is not brought back by it.
    .where(
      and(
        eq(listingHides.listingId, listingId),
        eq(listingHides.cause, 'moderation'),
        isNull(listingHides.appealedAt),
      ),
    )
    .returning();
  if (!appealed) throw conflict('already_appealed', 'This listing was appealed already');
  return toListingHide(appealed, row.name);
}
