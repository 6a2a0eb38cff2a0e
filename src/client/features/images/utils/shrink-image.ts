import { IMAGE_MAX_BYTES } from '@/shared/constants.ts';
import { FULL_IMAGE_SIZE } from '@/shared/contracts/image-urls.ts';

export type PixelSize = { width: number; height: number };

/** Draws the image at `size` and encodes it at `quality` (0 to 1). */
export type EncodeImage = (size: PixelSize, quality: number) => Promise<Blob>;

/** Good enough to look like the photo; the lower one is tried before giving up pixels. */
const QUALITIES = [0.85, 0.7];
const SCALE_STEP = 0.75;
/** Below this, a listing image is too blurred to be worth sending. */
const SMALLEST_LONG_SIDE = 400;

/** `size` scaled down to fit inside `box`, keeping its shape; never enlarged. */
export function fitInside(size: PixelSize, box: PixelSize): PixelSize {
  const scale = Math.min(1, box.width / size.width, box.height / size.height);
  return scaled(size, scale);
}

function scaled(size: PixelSize, scale: number): PixelSize {
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/**
 * The image encoded again under the byte limit, or null when it only fits too small to be of use.
 * It starts at the largest size the server keeps (anything bigger the server would shrink anyway),
 * lowers the quality, then the size, until the encoding fits.
 */
export async function shrinkImage(source: PixelSize, encode: EncodeImage): Promise<Blob | null> {
  let size = fitInside(source, FULL_IMAGE_SIZE);
  for (;;) {
    for (const quality of QUALITIES) {
      const blob = await encode(size, quality);
      if (blob.size <= IMAGE_MAX_BYTES) return blob;
    }
    const next = scaled(size, SCALE_STEP);
    if (Math.max(next.width, next.height) < SMALLEST_LONG_SIDE) return null;
    size = next;
  }
}
