import { listingContentSchema } from './listings.ts';
import { ANSWER_BADGES } from './reputation-rules.ts';
import { isSameSitePath } from './session.ts';
import { z } from './zod.ts';

export const NOT_SAME_SITE_MESSAGE =
  "Only links to a listing's page or share page on this site can be shortened";

const LISTING_PAGE =
  /^\/(share|software)\/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;

/**
 * What a short link may lead to: a listing's share page or detail page, as a path ("/share/{id}")
 * or a full http(s) URL. Null for anything else. The caller checks that a full URL's origin is
 * this site's, which only the server knows.
 */
export function parseShortLinkTarget(
  value: string,
): { origin: string | null; path: string; listingId: string } | null {
  const isPath = isSameSitePath(value);
  let url: URL;
  try {
    url = new URL(value, 'http://same.site');
  } catch {
    return null;
  }
  if (!isPath && !/^https?:\/\/[^/\\]/i.test(value)) return null;
  const [, page, id] = LISTING_PAGE.exec(url.pathname) ?? [];
  if (!page || !id || url.search || url.hash || /\s/.test(value)) return null;
  const listingId = id.toLowerCase();
  return { origin: isPath ? null : url.origin, path: `/${page}/${listingId}`, listingId };
}

export const createShortLinkBodySchema = z.object({
  originalUrl: z
    .string()
    .max(2048)
    .refine((value) => parseShortLinkTarget(value) !== null, NOT_SAME_SITE_MESSAGE),
  softwareId: z.uuid(),
});

export const shortLinkSchema = z.object({
  shortCode: z.string(),
  /** The absolute short URL to share, built from PUBLIC_URL. */
  shortUrl: z.string(),
});
export type ShortLink = z.infer<typeof shortLinkSchema>;

export const publicListingSchema = listingContentSchema.omit({ updatedAt: true }).extend({
  testerCount: z.number().int(),
  builder: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    businessName: z.string().nullable(),
    website: z.string().nullable(),
  }),
  /** The builder's usual time to first answer a report, when it is good (reputation-rules.ts). */
  answerBadge: z.enum(ANSWER_BADGES).nullable(),
});
export type PublicListing = z.infer<typeof publicListingSchema>;
