import sharp, { type Sharp } from 'sharp';
import { AppError } from '@/server/lib/app-error.ts';
import { IMAGE_MAX_PIXELS as MAX_PIXELS } from '@/shared/constants.ts';

/** A thumbnail still makes the decoder read every byte (shrink-on-load only skips detail). */
const PROBE_SIZE = 64;

export const DAMAGED_IMAGE_MESSAGE =
  'The image is damaged or incomplete; save it again or try another file';

// Every upload is a fresh buffer, so libvips' operation cache could only hold memory, never hit.
sharp.cache(false);

/**
 * Opens untrusted bytes for decoding: a truncated or corrupt file fails instead of coming out
 * partly grey, and one that claims too many pixels fails before any is decoded.
 */
export const openImage = (bytes: Buffer): Sharp =>
  sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS });

/** Refuses (422) an image too large in pixels, or one that does not decode to its last byte. */
export async function assertDecodable(bytes: Buffer): Promise<void> {
  const { width, height } = await claimedSize(bytes);
  if (width * height > MAX_PIXELS) {
    throw new AppError(
      422,
      'image_too_large',
      `Image must be ${MAX_PIXELS / 1_000_000} megapixels or smaller; this one is ${width} × ${height} pixels`,
    );
  }
  try {
    await openImage(bytes).resize(PROBE_SIZE, PROBE_SIZE, { fit: 'inside' }).raw().toBuffer();
  } catch {
    throw new AppError(422, 'image_damaged', DAMAGED_IMAGE_MESSAGE);
  }
}

/** The size the header claims, read without decoding, so the refusal can say what was sent. */
async function claimedSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return { width, height };
  } catch {
    throw new AppError(422, 'image_damaged', DAMAGED_IMAGE_MESSAGE);
  }
}
