import { z } from './zod.ts';

export const imagePaths = {
  /** POST: answers a single-use `uploadURL` to PUT the raw file to. */
  requestUpload: '/api/objects/upload',
  upload: (token: string) => `/api/uploads/${token}`,
  /** PUT {imageURL}: turns an uploaded file into the listing image; answers `objectPath`. */
  listingImages: '/api/software-images',
} as const;

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_TOO_LARGE_MESSAGE = 'Image must be 2 MB or smaller';
export const IMAGE_TYPE_MESSAGE = 'Image must be a JPEG, PNG, WebP or GIF';

export const requestUploadResponseSchema = z.object({ uploadURL: z.string() });
export const listingImageBodySchema = z.object({ imageURL: z.string().min(1).max(2048) });
export const listingImageResponseSchema = z.object({ objectPath: z.string() });
