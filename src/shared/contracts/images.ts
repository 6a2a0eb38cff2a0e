import { z } from './zod.ts';

export const imagePaths = {
  /** POST: answers a single-use `uploadURL` to PUT the raw file to. */
  requestUpload: '/api/objects/upload',
  upload: (token: string) => `/api/uploads/${token}`,
  /** PUT {imageURL}: turns an uploaded file into the listing image; answers `objectPath`. */
  listingImages: '/api/software-images',
} as const;

/** The sizes the server stores an image at: the full one fits inside, the card one is cut to. */
export const FULL_IMAGE_SIZE = { width: 1600, height: 1600 } as const;
export const CARD_IMAGE_SIZE = { width: 640, height: 400 } as const;

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_TOO_LARGE_MESSAGE = 'Image must be 2 MB or smaller';
export const IMAGE_TYPE_MESSAGE = 'Image must be a JPEG, PNG, WebP or GIF';

export const requestUploadResponseSchema = z.object({ uploadURL: z.string() });
export const listingImageBodySchema = z.object({ imageURL: z.string().min(1).max(2048) });
export const listingImageResponseSchema = z.object({ objectPath: z.string() });
