// The image rules other features use when they show an image, stop showing one, or make one
// private (a report's or a check-in's screenshot): the only file of images another feature may
// import (biome.json keeps it so).
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { objects } from '@/server/db/schema/images.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { users } from '@/server/db/schema/users.ts';
import { objectIdOf } from '@/shared/contracts/image-urls.ts';

/**
 * Whether `imageUrl` is an `/objects/{id}` image this person made through the pipeline and may
 * show in public: a feedback screenshot, private to its report, may not become a listing's image
 * or a profile picture.
 */
export async function isOwnPublicImage(
  db: Database,
  userId: string,
  imageUrl: string,
): Promise<boolean> {
  const imageId = objectIdOf(imageUrl);
  if (!imageId) return false;
  const [image] = await db
    .select({ createdById: objects.createdById, private: objects.private })
    .from(objects)
    .where(and(eq(objects.id, imageId), eq(objects.variant, 'full')));
  return Boolean(image && image.createdById === userId && !image.private);
}

/**
 * Deletes one of our images (and its card, which cascades) once no listing and no profile shows
 * it any more: a builder may put one upload on two listings, and deleting one must not break the
 * other's picture.
 */
export async function deleteImageIfUnused(db: Database, imageUrl: string | null): Promise<void> {
  const imageId = imageUrl ? objectIdOf(imageUrl) : null;
  if (!imageUrl || !imageId) return;
  const [onListing] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.imageUrl, imageUrl))
    .limit(1);
  const [onProfile] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.profileImageUrl, imageUrl))
    .limit(1);
  if (onListing || onProfile) return;
  await db.delete(objects).where(eq(objects.id, imageId));
}

/**
 * The ids behind `/objects/{id}` paths someone attaches to something private (a report, a
 * check-in): each a full image they made, named once, and none a profile picture or listing
 * image, which becoming private would take off the page. Null when any path is not such an image.
 */
export async function ownImagesToHide(
  db: Database,
  ownerId: string,
  paths: readonly string[],
): Promise<string[] | null> {
  const ids = paths.map(objectIdOf);
  if (!ids.length) return [];
  if (ids.some((id) => id === null) || new Set(ids).size !== ids.length) return null;
  const owned = ids as string[];
  const found = await db
    .select({ id: objects.id })
    .from(objects)
    .where(
      and(
        inArray(objects.id, owned),
        eq(objects.variant, 'full'),
        eq(objects.createdById, ownerId),
      ),
    );
  const [shown] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.profileImageUrl, [...paths]))
    .unionAll(
      db
        .select({ id: listings.id })
        .from(listings)
        .where(inArray(listings.imageUrl, [...paths])),
    )
    .limit(1);
  return found.length === owned.length && !shown ? owned : null;
}

/**
 * Takes images and their card variants out of public view: `/objects` no longer serves them, only
 * the routes of whatever they were attached to. Part of the attaching transaction.
 */
export async function hideImages(db: Database, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(objects)
    .set({ private: true })
    .where(or(inArray(objects.id, [...ids]), inArray(objects.sourceId, [...ids])));
}
