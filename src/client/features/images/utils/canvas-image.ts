import type { EncodeImage, PixelSize } from './shrink-image.ts';

export type DecodedImage = {
  size: PixelSize;
  encode: EncodeImage;
  /** Frees the decoded pixels, which for a phone photo run to tens of megabytes. */
  close: () => void;
};

/**
 * Decodes an image with the browser's own decoder (turned upright by its EXIF orientation), ready
 * to be drawn again at another size. Rejects when the browser cannot read it.
 */
export async function decodeImage(file: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') {
    throw new Error('This browser cannot resize images');
  }
  const bitmap = await createImageBitmap(file);
  // A photo stays a JPEG; a PNG or WebP may be transparent, which WebP keeps and JPEG cannot.
  const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
  return {
    size: { width: bitmap.width, height: bitmap.height },
    encode: async (size, quality) => {
      const blob = await drawAndEncode(bitmap, size, type, quality);
      // Browsers that cannot write WebP hand back a PNG, the largest choice of all.
      return blob.type === type ? blob : drawAndEncode(bitmap, size, 'image/jpeg', quality);
    },
    close: () => bitmap.close(),
  };
}

async function drawAndEncode(
  bitmap: ImageBitmap,
  { width, height }: PixelSize,
  type: string,
  quality: number,
): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The canvas is not available');
  context.imageSmoothingQuality = 'high';
  if (type === 'image/jpeg') {
    // JPEG has no transparency: clear pixels would turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
  }
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas.convertToBlob({ type, quality });
}
