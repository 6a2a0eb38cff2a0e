import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { safeReturnTo } from '../../../shared/contracts/session.ts';
import type { PublicSoftware } from '../../../shared/contracts/sharing.ts';
import type { Database } from '../../db/client.ts';
import { software } from '../../db/schema/listings.ts';
import { shortLinks } from '../../db/schema/sharing.ts';
import { notFound } from '../../lib/app-error.ts';
import { selectListings } from '../../lib/listing-query.ts';

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
): Promise<string> {
  const [listing] = await db
    .select({ id: software.id })
    .from(software)
    .where(eq(software.id, body.softwareId));
  if (!listing) throw notFound('Software not found');
  for (let attempt = 0; attempt < 5; attempt++) {
    await db
      .insert(shortLinks)
      .values({
        shortCode: newShortCode(),
        originalUrl: safeReturnTo(body.originalUrl),
        softwareId: body.softwareId,
        createdById: creatorId,
      })
      .onConflictDoNothing();
    const [link] = await db
      .select({ shortCode: shortLinks.shortCode })
      .from(shortLinks)
      .where(
        and(eq(shortLinks.createdById, creatorId), eq(shortLinks.softwareId, body.softwareId)),
      );
    // Nothing found means the random code collided with another link's: draw again.
    if (link) return link.shortCode;
  }
  throw new Error('could not allocate a unique short code');
}

/** Counts one click and answers where the link goes, or null for an unknown code. */
export async function followShortLink(db: Database, shortCode: string): Promise<string | null> {
  const [link] = await db
    .update(shortLinks)
    .set({ clicks: sql`${shortLinks.clicks} + 1` })
    .where(eq(shortLinks.shortCode, shortCode))
    .returning({ originalUrl: shortLinks.originalUrl });
  // Links stored before paths were normalised may hold characters a Location header cannot.
  return link ? safeReturnTo(link.originalUrl) : null;
}

/** What the public share page shows: no viewer flags, no builder id or e-mail. */
export async function findPublicSoftware(db: Database, id: string): Promise<PublicSoftware | null> {
  const [row] = await selectListings(db, null).where(eq(software.id, id)).limit(1);
  if (!row) return null;
  const { software: listing, builder, testerCount } = row;
  return {
    id: listing.id,
    name: listing.name,
    shortDescription: listing.shortDescription,
    longDescription: listing.longDescription,
    category: listing.category,
    status: listing.status,
    imageUrl: listing.imageUrl,
    youtubeUrl: listing.youtubeUrl,
    link: listing.link,
    notes: listing.notes,
    createdAt: listing.createdAt.toISOString(),
    testerCount: Number(testerCount),
    builder: {
      firstName: builder.firstName,
      lastName: builder.lastName,
      businessName: builder.businessName,
      website: builder.website,
    },
  };
}
