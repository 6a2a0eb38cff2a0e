import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { objects } from '@/server/db/schema/images.ts';
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
