// The image rules listings and accounts use when they show an image or stop showing one: the only
// file of images another feature may import (biome.json keeps it so).
import { and, eq } from 'drizzle-orm';
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
