import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS } from '@/shared/constants.ts';
import { IMAGE_TOO_LARGE_MESSAGE } from '@/shared/contracts/images.ts';
import { type DecodedImage, decodeImage } from './canvas-image.ts';
import { shrinkImage } from './shrink-image.ts';

const RESIZED_TO_BYTES_NOTICE = 'Your image was resized to fit the 2 MB limit.';
const RESIZED_TO_PIXELS_NOTICE = 'Your image was resized to fit the 40 megapixel limit.';
const GIF_TOO_LARGE_MESSAGE =
  'GIFs are not resized, so that they keep their animation: choose one of 2 MB or smaller.';
export const NOT_SHRINKABLE_MESSAGE =
  'This image could not be made small enough to upload. Choose one of 2 MB or smaller.';

/** The file to send, and what was done to it in words for the person, if anything. */
export type PreparedImage = { file: File; notice: string | null };

/** Refuses a file with a message to show in place of uploading it. */
export class ImageRefusedError extends Error {}

/**
 * A phone photo is often over the server's 2 MB: rather than refuse it, the browser draws it
 * again smaller. GIFs go as they are (a canvas keeps only the first frame of an animation), and
 * a file the browser cannot read goes as it is when it fits, for the server to judge.
 */
export async function prepareImage(
  file: File,
  decode: (file: File) => Promise<DecodedImage> = decodeImage,
): Promise<PreparedImage> {
  if (file.type === 'image/gif') {
    if (file.size > IMAGE_MAX_BYTES) throw new ImageRefusedError(GIF_TOO_LARGE_MESSAGE);
    return { file, notice: null };
  }
  let image: DecodedImage;
  try {
    image = await decode(file);
  } catch {
    if (file.size > IMAGE_MAX_BYTES) throw new ImageRefusedError(IMAGE_TOO_LARGE_MESSAGE);
    return { file, notice: null };
  }
  try {
    const tooHeavy = file.size > IMAGE_MAX_BYTES;
    if (!tooHeavy && image.size.width * image.size.height <= IMAGE_MAX_PIXELS) {
      return { file, notice: null };
    }
    const blob = await shrinkImage(image.size, image.encode).catch(() => null);
    if (!blob) throw new ImageRefusedError(NOT_SHRINKABLE_MESSAGE);
    return {
      file: new File([blob], renamed(file.name, blob.type), { type: blob.type }),
      notice: tooHeavy ? RESIZED_TO_BYTES_NOTICE : RESIZED_TO_PIXELS_NOTICE,
    };
  } finally {
    image.close();
  }
}

/** "IMG_0042.HEIC.png" drawn again as a JPEG becomes "IMG_0042.HEIC.jpg". */
function renamed(name: string, type: string): string {
  const extension = type === 'image/webp' ? 'webp' : 'jpg';
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name || 'image'}.${extension}`;
}
