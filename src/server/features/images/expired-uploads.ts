import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { objects, uploadTokens } from '@/server/db/schema/images.ts';

/**
 * How long an upload URL is kept past its expiry: a form filled in slowly may still turn its
 * upload into an image for this long, and a late request hears the URL is spent rather than
 * unknown.
 */
const UPLOAD_KEPT_AFTER_EXPIRY_MS = 24 * 60 * 60_000;

/**
 * Forgets upload URLs a day past their expiry, with the raw bytes of any upload never made into
 * an image: an abandoned form would otherwise keep its file forever. Answers how many of each.
 */
export async function pruneExpiredUploads(
  db: Database,
  now = new Date(),
): Promise<{ urls: number; rawUploads: number }> {
  const before = new Date(now.getTime() - UPLOAD_KEPT_AFTER_EXPIRY_MS);
  return db.transaction(async (tx) => {
    const unused = tx
      .select({ id: uploadTokens.objectId })
      .from(uploadTokens)
      .where(and(lt(uploadTokens.expiresAt, before), isNotNull(uploadTokens.objectId)));
    // Their URLs go with them (the foreign key cascades).
    const rawUploads = await tx
      .delete(objects)
      .where(inArray(objects.id, unused))
      .returning({ id: objects.id });
    const urls = await tx
      .delete(uploadTokens)
      .where(lt(uploadTokens.expiresAt, before))
      .returning({ hash: uploadTokens.tokenHash });
    return { urls: urls.length + rawUploads.length, rawUploads: rawUploads.length };
  });
}
