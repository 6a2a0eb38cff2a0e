import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { objects, uploadTokens } from '@/server/db/schema/images.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '@/server/lib/app-error.ts';
import { CARD_IMAGE_SIZE, FULL_IMAGE_SIZE } from '@/shared/contracts/image-urls.ts';
import { IMAGE_TYPE_MESSAGE, imagePaths } from '@/shared/contracts/images.ts';
import { assertDecodable, DAMAGED_IMAGE_MESSAGE, openImage } from './decode-image.ts';
import { detectImageType } from './detect-image-type.ts';

const UPLOAD_URL_TTL_MS = 10 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A single-use upload URL on this server, like a cloud store's pre-signed URL. */
export async function createUploadUrl(db: Database, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(uploadTokens).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + UPLOAD_URL_TTL_MS),
  });
  return imagePaths.upload(token);
}

/**
 * Whether this person may PUT a file to this upload URL now: asked before a byte of the body is
 * read, so a made-up or spent URL costs no memory. Someone else's URL looks unknown.
 */
export async function admitUpload(db: Database, token: string, userId: string): Promise<void> {
  const [upload] = await db
    .select({
      userId: uploadTokens.userId,
      usedAt: uploadTokens.usedAt,
      expiresAt: uploadTokens.expiresAt,
    })
    .from(uploadTokens)
    .where(eq(uploadTokens.tokenHash, hashToken(token)));
  if (!upload || upload.userId !== userId) throw notFound('upload_not_found', 'Unknown upload URL');
  if (upload.usedAt || upload.expiresAt <= new Date()) throw spentUploadUrl();
}

/**
 * Stores the raw bytes PUT to an upload URL; the URL works once, for a few minutes. A refused file
 * stores nothing and leaves the URL unused.
 */
export async function storeUpload(
  db: Database,
  token: string,
  userId: string,
  bytes: Buffer,
): Promise<void> {
  const contentType = detectImageType(bytes);
  if (!contentType) throw new AppError(415, 'image_type_unsupported', IMAGE_TYPE_MESSAGE);
  await assertDecodable(bytes);
  const tokenHash = hashToken(token);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(uploadTokens)
      .set({ usedAt: new Date(), sizeBytes: bytes.length })
      .where(
        and(
          eq(uploadTokens.tokenHash, tokenHash),
          eq(uploadTokens.userId, userId),
          isNull(uploadTokens.usedAt),
          gt(uploadTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    // Only a concurrent upload to the same URL can have spent it since it was admitted.
    if (!claimed) throw spentUploadUrl();
    const [object] = await tx
      .insert(objects)
      .values({ variant: 'upload', contentType, bytes, createdById: userId })
      .returning({ id: objects.id });
    await tx
      .update(uploadTokens)
      .set({ objectId: object?.id })
      .where(eq(uploadTokens.tokenHash, tokenHash));
  });
}

const spentUploadUrl = () =>
  new AppError(
    410,
    'upload_url_spent',
    'This upload URL has been used or has expired; request a new one',
  );

/**
 * Turns an uploaded file into a listing image: re-encoded to WebP (which drops metadata and
 * anything hidden after the image data) at full and card size. Answers the full image's path.
 */
export async function processListingImage(
  db: Database,
  userId: string,
  imageUrl: string,
): Promise<string> {
  const tokenHash = hashToken(uploadTokenFrom(imageUrl));
  const rawObjectId = await claimUpload(db, tokenHash, userId);
  const [raw] = await db
    .select({ bytes: objects.bytes })
    .from(objects)
    .where(eq(objects.id, rawObjectId));
  if (!raw) throw spentUploadUrl();

  let variants: [Buffer, Buffer];
  try {
    variants = await reencode(raw.bytes);
  } catch (error) {
    // The claim is never given back, so one URL costs one decode.
    await db.transaction((tx) => discardRawUpload(tx, tokenHash, rawObjectId));
    throw error;
  }
  const [full, card] = variants;
  return db.transaction(async (tx) => {
    const [fullObject] = await tx
      .insert(objects)
      .values({ variant: 'full', contentType: 'image/webp', bytes: full, createdById: userId })
      .returning({ id: objects.id });
    if (!fullObject) throw new Error('image insert returned no row');
    await tx.insert(objects).values({
      variant: 'card',
      sourceId: fullObject.id,
      contentType: 'image/webp',
      bytes: card,
      createdById: userId,
    });
    await discardRawUpload(tx, tokenHash, rawObjectId);
    return `/objects/${fullObject.id}`;
  });
}

/** The raw bytes are no longer needed; the spent token stays, so a late request hears 410. */
async function discardRawUpload(tx: Database, tokenHash: string, rawObjectId: string) {
  await tx
    .update(uploadTokens)
    .set({ objectId: null })
    .where(eq(uploadTokens.tokenHash, tokenHash));
  await tx.delete(objects).where(eq(objects.id, rawObjectId));
}

/**
 * Marks the upload as taken by this request before any decoding: of many requests naming the same
 * upload, exactly one gets its raw object's id; the others learn why they did not.
 */
async function claimUpload(db: Database, tokenHash: string, userId: string): Promise<string> {
  const [claimed] = await db
    .update(uploadTokens)
    .set({ claimedAt: new Date() })
    .where(
      and(
        eq(uploadTokens.tokenHash, tokenHash),
        eq(uploadTokens.userId, userId),
        isNotNull(uploadTokens.objectId),
        isNull(uploadTokens.claimedAt),
      ),
    )
    .returning({ objectId: uploadTokens.objectId });
  if (claimed?.objectId) return claimed.objectId;

  const [upload] = await db
    .select({
      userId: uploadTokens.userId,
      objectId: uploadTokens.objectId,
      claimedAt: uploadTokens.claimedAt,
    })
    .from(uploadTokens)
    .where(eq(uploadTokens.tokenHash, tokenHash));
  if (!upload) throw notFound('upload_not_found', 'Unknown upload URL');
  if (upload.userId !== userId)
    throw forbidden('upload_not_yours', 'This upload belongs to someone else');
  if (!upload.claimedAt) throw badRequest('upload_not_finished', 'Upload the file before using it');
  if (upload.objectId)
    throw conflict('upload_in_use', 'This upload is already being made into an image');
  throw spentUploadUrl();
}

async function reencode(bytes: Buffer): Promise<[Buffer, Buffer]> {
  try {
    const source = openImage(bytes).rotate();
    return await Promise.all([
      source
        .clone()
        .resize({ ...FULL_IMAGE_SIZE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      source
        .clone()
        .resize({ ...CARD_IMAGE_SIZE, fit: 'cover', position: 'attention' })
        .webp({ quality: 78 })
        .toBuffer(),
    ]);
  } catch {
    throw new AppError(422, 'image_damaged', DAMAGED_IMAGE_MESSAGE);
  }
}

function uploadTokenFrom(imageUrl: string): string {
  const pathname = URL.parse(imageUrl, 'http://localhost')?.pathname ?? '';
  const prefix = imagePaths.upload('');
  if (!pathname.startsWith(prefix) || pathname.length === prefix.length) {
    throw badRequest(
      'validation_failed',
      'imageURL must be an upload URL from POST /api/objects/upload',
      {
        imageURL: 'Not an upload URL',
      },
    );
  }
  return pathname.slice(prefix.length);
}

export async function findImage(
  db: Database,
  id: string,
  size: 'full' | 'card',
): Promise<{ contentType: string; bytes: Buffer } | null> {
  // A feedback screenshot is served only through its report, to those who may read it.
  const where =
    size === 'full'
      ? and(eq(objects.id, id), eq(objects.variant, 'full'), eq(objects.private, false))
      : and(eq(objects.sourceId, id), eq(objects.variant, 'card'), eq(objects.private, false));
  const [image] = await db
    .select({ contentType: objects.contentType, bytes: objects.bytes })
    .from(objects)
    .where(where)
    .limit(1);
  return image ?? null;
}
