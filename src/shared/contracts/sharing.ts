import { CATEGORIES, SOFTWARE_STATUSES } from '../constants.ts';
import { isSameSitePath } from './session.ts';
import { z } from './zod.ts';

export const sharingPaths = {
  shortLinks: '/api/short-links',
  publicSoftware: (id: string) => `/api/public/software/${id}`,
} as const;

export const NOT_SAME_SITE_MESSAGE = 'Only links to pages of this site can be shortened';

export const createShortLinkBodySchema = z.object({
  originalUrl: z.string().max(2048).refine(isSameSitePath, NOT_SAME_SITE_MESSAGE),
  softwareId: z.uuid(),
});

export const shortLinkSchema = z.object({
  shortCode: z.string(),
  /** The absolute short URL to share, built from PUBLIC_URL. */
  shortUrl: z.string(),
});
export type ShortLink = z.infer<typeof shortLinkSchema>;

export const publicSoftwareSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  shortDescription: z.string(),
  longDescription: z.string(),
  category: z.enum(CATEGORIES),
  status: z.enum(SOFTWARE_STATUSES),
  imageUrl: z.string(),
  youtubeUrl: z.string().nullable(),
  link: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  testerCount: z.number().int(),
  builder: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    businessName: z.string().nullable(),
    website: z.string().nullable(),
  }),
});
export type PublicSoftware = z.infer<typeof publicSoftwareSchema>;
