import { and, desc, eq } from 'drizzle-orm';
import type { SoftwareStatus } from '../../../shared/constants.ts';
import {
  type CreateSoftwareBody,
  objectIdOf,
  type Software,
  UPLOAD_IMAGE_MESSAGE,
} from '../../../shared/contracts/listings.ts';
import type { Database } from '../../db/client.ts';
import { objects } from '../../db/schema/images.ts';
import { software } from '../../db/schema/listings.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { selectListings, toSoftware } from '../../lib/listing-query.ts';
import type { ServiceContext } from '../../lib/service-context.ts';

export async function findListing(
  db: Database,
  id: string,
  viewerId: string | null,
): Promise<Software> {
  const [row] = await selectListings(db, viewerId).where(eq(software.id, id));
  if (!row) throw notFound('Software not found');
  return toSoftware(row);
}

/** Created, closed, reopened or deleted: Browse's pages may list other listings now. */
const listingsChanged = (bus: EventBus, softwareId: string) =>
  bus.publish({ type: 'listing_changed', softwareId, pages: true });

export async function createListing(
  { db, bus }: ServiceContext,
  builder: UserRow,
  body: CreateSoftwareBody,
): Promise<Software> {
  const imageId = objectIdOf(body.imageUrl);
  const [image] = imageId
    ? await db
        .select({ createdById: objects.createdById })
        .from(objects)
        .where(and(eq(objects.id, imageId), eq(objects.variant, 'full')))
    : [];
  if (!image || image.createdById !== builder.id) {
    throw badRequest(UPLOAD_IMAGE_MESSAGE, { imageUrl: UPLOAD_IMAGE_MESSAGE });
  }
  const [created] = await db
    .insert(software)
    .values({
      builderId: builder.id,
      name: body.name,
      shortDescription: body.shortDescription,
      longDescription: body.longDescription,
      category: body.category,
      imageUrl: body.imageUrl,
      youtubeUrl: body.youtubeUrl || null,
      link: body.link || null,
      notes: body.notes || null,
    })
    .returning({ id: software.id });
  if (!created) throw new Error('listing insert returned no row');
  await listingsChanged(bus, created.id);
  return findListing(db, created.id, builder.id);
}

/** Only the builder who posted a listing may change or delete it. */
async function findOwnListing(db: Database, builder: UserRow, id: string) {
  const [listing] = await db.select().from(software).where(eq(software.id, id));
  if (!listing) throw notFound('Software not found');
  if (listing.builderId !== builder.id)
    throw forbidden('Only the builder who posted this can change it');
  return listing;
}

export async function setListingStatus(
  { db, bus }: ServiceContext,
  builder: UserRow,
  id: string,
  status: SoftwareStatus,
): Promise<Software> {
  await findOwnListing(db, builder, id);
  await db.update(software).set({ status }).where(eq(software.id, id));
  await listingsChanged(bus, id);
  return findListing(db, id, builder.id);
}

/** Deleting a listing also removes its signups, saves and conversations (cascades) and image. */
export async function deleteListing(
  { db, bus }: ServiceContext,
  builder: UserRow,
  id: string,
): Promise<void> {
  const listing = await findOwnListing(db, builder, id);
  await db.transaction(async (tx) => {
    await tx.delete(software).where(eq(software.id, id));
    const imageId = objectIdOf(listing.imageUrl);
    if (imageId) await tx.delete(objects).where(eq(objects.id, imageId));
  });
  await listingsChanged(bus, id);
}

export async function findBuilderListings(db: Database, builder: UserRow): Promise<Software[]> {
  const rows = await selectListings(db, builder.id)
    .where(eq(software.builderId, builder.id))
    .orderBy(desc(software.createdAt), desc(software.id));
  return rows.map(toSoftware);
}
