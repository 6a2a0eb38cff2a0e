import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { shortLinks } from '@/server/db/schema/sharing.ts';
import { badRequest, notFound } from '@/server/lib/app-error.ts';
import { selectListings, toListingContent } from '@/server/lib/listing-query.ts';
import {
  NOT_SAME_SITE_MESSAGE,
  type PublicListing,
  parseShortLinkTarget,
} from '@/shared/contracts/sharing.ts';
import { clientRoutes } from '@/shared/routes.ts';

const OTHER_LISTING_MESSAGE = 'The link must lead to the listing being shared';

/**
 * The path a new short link stores: the page of the listing being shared, on this site. Anything
 * else (another site, another listing, a sign-out URL) would make our short link a disguise.
 */
function shortLinkPath(originalUrl: string, listingId: string, siteOrigin: string): string {
  const target = parseShortLinkTarget(originalUrl);
  if (!target || (target.origin !== null && target.origin !== siteOrigin)) {
    throw badRequest('validation_failed', NOT_SAME_SITE_MESSAGE, {
      originalUrl: NOT_SAME_SITE_MESSAGE,
    });
  }
  if (target.listingId !== listingId.toLowerCase()) {
    throw badRequest('validation_failed', OTHER_LISTING_MESSAGE, {
      originalUrl: OTHER_LISTING_MESSAGE,
    });
  }
  return target.path;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const CODE_LENGTH = 8;

/** ~46 bits from an alphabet without look-alike characters: short, URL-safe, not guessable. */
function newShortCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** One link per (creator, listing): sharing the same listing again answers the same code. */
export async function createShortLink(
  db: Database,
  creatorId: string,
  body: { originalUrl: string; softwareId: string },
  siteOrigin: string,
): Promise<string> {
  const originalUrl = shortLinkPath(body.originalUrl, body.softwareId, siteOrigin);
  const [listing] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, body.softwareId), isNull(listings.hiddenAt)));
  if (!listing) throw notFound('listing_not_found', 'Software not found');
  for (let attempt = 0; attempt < 5; attempt++) {
    await db
      .insert(shortLinks)
      .values({
        shortCode: newShortCode(),
        originalUrl,
        listingId: body.softwareId,
        createdById: creatorId,
      })
      .onConflictDoNothing();
    const [link] = await db
      .select({ shortCode: shortLinks.shortCode })
      .from(shortLinks)
      .where(and(eq(shortLinks.createdById, creatorId), eq(shortLinks.listingId, body.softwareId)));
    // Nothing found means the random code collided with another link's: draw again.
    if (link) return link.shortCode;
  }
  throw new Error('could not allocate a unique short code');
}

/**
 * Counts one click and answers where the link goes, or null for an unknown code or a link to a
 * hidden listing (which leads nowhere while it is hidden, and counts nothing).
 */
export async function followShortLink(db: Database, shortCode: string): Promise<string | null> {
  const hidden = sql`exists (select 1 from ${listings} where ${listings.id} = ${shortLinks.listingId}
    and ${listings.hiddenAt} is not null)`;
  const [link] = await db
    .update(shortLinks)
    .set({ clicks: sql`${shortLinks.clicks} + 1` })
    .where(and(eq(shortLinks.shortCode, shortCode), sql`not ${hidden}`))
    .returning({ originalUrl: shortLinks.originalUrl, listingId: shortLinks.listingId });
  if (!link) return null;
  // Links stored before targets were limited to listing pages (one to /api/logout, say) lead to
  // their listing's share page instead.
  const target = parseShortLinkTarget(link.originalUrl);
  if (target?.origin === null) return target.path;
  return link.listingId ? clientRoutes.share(link.listingId) : null;
}

/** What the public share page shows: no viewer flags, no builder id or e-mail. */
export async function findPublicListing(db: Database, id: string): Promise<PublicListing | null> {
  const [row] = await selectListings(db, null)
    .where(and(eq(listings.id, id), isNull(listings.hiddenAt)))
    .limit(1);
  if (!row) return null;
  const { listing, builder, testerCount, answerBadge } = row;
  const { updatedAt: _updatedAt, ...content } = toListingContent(listing);
  return {
    ...content,
    testerCount: Number(testerCount),
    builder: {
      firstName: builder.firstName,
      lastName: builder.lastName,
      businessName: builder.businessName,
      website: builder.website,
    },
    answerBadge: answerBadge ?? null,
  };
}
