import { desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { listings } from '@/server/db/schema/listings.ts';
import type { UserRow } from '@/server/db/schema/users.ts';
import { deleteImageIfUnused, isOwnPublicImage } from '@/server/features/images/image-ownership.ts';
import { badRequest, forbidden, notFound } from '@/server/lib/app-error.ts';
import type { EventBus } from '@/server/lib/event-bus.ts';
import { selectListings, toListing } from '@/server/lib/listing-query.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { ListingStatus } from '@/shared/constants.ts';
import {
  type CreateListingBody,
  type Listing,
  UPLOAD_IMAGE_MESSAGE,
} from '@/shared/contracts/listings.ts';
import { VERIFY_TO_POST_MESSAGE } from '@/shared/contracts/moderation-rules.ts';
import { newListingPlatforms } from './listing-platforms.ts';
import { withQuestionIds } from './screening-questions.ts';

export async function findListing(
  db: Database,
  id: string,
  viewerId: string | null,
): Promise<Listing> {
  const [row] = await selectListings(db, viewerId).where(eq(listings.id, id));
  if (!row) throw notFound('listing_not_found', 'Software not found');
  return toListing(row);
}

/** Created, edited, closed, reopened or deleted: Browse's pages may list other listings now. */
export const listingsChanged = (bus: EventBus, listingId: string) =>
  bus.publish({ type: 'listing_changed', listingId, pages: true });

/** A listing shows only an image its own builder uploaded, never someone else's. */
export async function checkOwnImage(db: Database, builder: UserRow, imageUrl: string) {
  if (!(await isOwnPublicImage(db, builder.id, imageUrl))) {
    throw badRequest('validation_failed', UPLOAD_IMAGE_MESSAGE, {
      imageUrl: UPLOAD_IMAGE_MESSAGE,
    });
  }
}

export async function createListing(
  { db, bus }: ServiceContext,
  builder: UserRow,
  body: CreateListingBody,
): Promise<Listing> {
  // Anyone may sign up: an address nobody proved posts no download links to strangers.
  if (!builder.emailVerifiedAt) throw forbidden('email_not_verified', VERIFY_TO_POST_MESSAGE);
  const { platforms, minOsVersions } = newListingPlatforms(body);
  await checkOwnImage(db, builder, body.imageUrl);
  const [created] = await db
    .insert(listings)
    .values({
      builderId: builder.id,
      name: body.name,
      shortDescription: body.shortDescription,
      longDescription: body.longDescription,
      category: body.category,
      platforms,
      minOsVersions,
      imageUrl: body.imageUrl,
      youtubeUrl: body.youtubeUrl || null,
      link: body.link || null,
      notes: body.notes || null,
      testerLimit: body.testerLimit,
      screeningQuestions: withQuestionIds(body.screeningQuestions),
      inactivityDays: body.inactivityDays,
      accessInstructions: body.accessInstructions || null,
    })
    .returning({ id: listings.id });
  if (!created) throw new Error('listing insert returned no row');
  await listingsChanged(bus, created.id);
  return findListing(db, created.id, builder.id);
}

/** Only the builder who posted a listing may change or delete it. */
async function findOwnListing(db: Database, builder: UserRow, id: string) {
  const [listing] = await db.select().from(listings).where(eq(listings.id, id));
  if (!listing) throw notFound('listing_not_found', 'Software not found');
  if (listing.builderId !== builder.id)
    throw forbidden('not_listing_builder', 'Only the builder who posted this can change it');
  return listing;
}

export async function setListingStatus(
  { db, bus }: ServiceContext,
  builder: UserRow,
  id: string,
  status: ListingStatus,
): Promise<Listing> {
  await findOwnListing(db, builder, id);
  await db.update(listings).set({ status }).where(eq(listings.id, id));
  await listingsChanged(bus, id);
  return findListing(db, id, builder.id);
}

/**
 * Deleting a listing also removes its signups, saves and conversations (cascades), and its image
 * unless another listing or a profile shows it.
 */
export async function deleteListing(
  { db, bus }: ServiceContext,
  builder: UserRow,
  id: string,
): Promise<void> {
  const listing = await findOwnListing(db, builder, id);
  await db.transaction(async (tx) => {
    await tx.delete(listings).where(eq(listings.id, id));
    await deleteImageIfUnused(tx, listing.imageUrl);
  });
  await listingsChanged(bus, id);
}

export async function findBuilderListings(db: Database, builder: UserRow): Promise<Listing[]> {
  const rows = await selectListings(db, builder.id)
    .where(eq(listings.builderId, builder.id))
    .orderBy(desc(listings.createdAt), desc(listings.id));
  return rows.map(toListing);
}
