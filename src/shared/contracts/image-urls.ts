// Kept apart from the listing and image schemas: the screens that show images carry no zod.

/** The sizes the server stores an image at: the full one fits inside, the card one is cut to. */
export const FULL_IMAGE_SIZE = { width: 1600, height: 1600 } as const;
export const CARD_IMAGE_SIZE = { width: 640, height: 400 } as const;

export const OBJECT_PATH_PATTERN =
  /^\/objects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The stored image behind a listing's `/objects/{id}` path; null for any other URL. */
export const objectIdOf = (imageUrl: string) =>
  OBJECT_PATH_PATTERN.test(imageUrl) ? imageUrl.slice('/objects/'.length) : null;

export const cardImageUrl = (imageUrl: string) =>
  OBJECT_PATH_PATTERN.test(imageUrl) ? `${imageUrl}/card` : imageUrl;

/**
 * Both stored sizes of an uploaded image, for `srcset`: a phone takes the card one even where the
 * page shows the full one. The full image is at most FULL_IMAGE_SIZE wide (never enlarged), so its
 * descriptor is an upper bound. Undefined for an image elsewhere, which has one size.
 */
export const imageSrcSet = (imageUrl: string) =>
  OBJECT_PATH_PATTERN.test(imageUrl)
    ? `${imageUrl}/card ${CARD_IMAGE_SIZE.width}w, ${imageUrl} ${FULL_IMAGE_SIZE.width}w`
    : undefined;
