import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { objects } from '@/server/db/schema/images.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { users } from '@/server/db/schema/users.ts';
import { objectIdOf } from '@/shared/contracts/image-urls.ts';

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
