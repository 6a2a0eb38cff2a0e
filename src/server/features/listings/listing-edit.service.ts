import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import type { UserRow } from '@/server/db/schema/users.ts';
import { deleteImageIfUnused } from '@/server/features/images/image-ownership.ts';
import {
  fillFreePlaces,
  lockListing,
  movedUp,
  publishInterestChanges,
  recordInterestChanges,
} from '@/server/features/interests/freed-places.ts';
import { forbidden } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { Listing, UpdateListingBody } from '@/shared/contracts/listings.ts';
import { editedListingPlatforms } from './listing-platforms.ts';
import { checkOwnImage, findListing, listingsChanged } from './listings.service.ts';
import { withQuestionIds } from './screening-questions.ts';

type ListingChanges = Partial<typeof listings.$inferInsert>;

/** Optional text left empty is stored as null, as when the listing was posted. */
const textOrNull = (value: string | undefined) => (value === undefined ? undefined : value || null);

/**
 * Changes what the builder names and nothing else. Under the listing's lock, so that two edits,
 * or an edit and a join, never read the same questions or count the same free places twice.
 */
export async function updateListing(
  { db, bus }: ServiceContext,
  builder: UserRow,
  id: string,
  body: UpdateListingBody,
): Promise<Listing> {
  const { recorded, accessInstructions } = await db.transaction(async (tx) => {
    const locked = await lockListing(tx, id);
    if (locked.builderId !== builder.id) {
      throw forbidden('not_listing_builder', 'Only the builder who posted this can change it');
    }
    const [previous] = await tx
      .select({
        imageUrl: listings.imageUrl,
        inactivityDays: listings.inactivityDays,
        platforms: listings.platforms,
        minOsVersions: listings.minOsVersions,
      })
      .from(listings)
      .where(eq(listings.id, id));
    if (!previous) throw new Error('locked listing not found');
    const platforms = editedListingPlatforms(previous, body);
    const imageChanged = body.imageUrl !== undefined && body.imageUrl !== previous.imageUrl;
    if (imageChanged && body.imageUrl) await checkOwnImage(tx, builder, body.imageUrl);

    const changes: ListingChanges = {
      name: body.name,
      shortDescription: body.shortDescription,
      longDescription: body.longDescription,
      category: body.category,
      ...platforms,
      imageUrl: body.imageUrl,
      youtubeUrl: textOrNull(body.youtubeUrl),
      link: textOrNull(body.link),
      notes: textOrNull(body.notes),
      testerLimit: body.testerLimit,
      screeningQuestions:
        body.screeningQuestions &&
        withQuestionIds(body.screeningQuestions, locked.screeningQuestions),
      inactivityDays: body.inactivityDays,
      accessInstructions: textOrNull(body.accessInstructions),
    };
    const [updated] = await tx.update(listings).set(changes).where(eq(listings.id, id)).returning({
      testerLimit: listings.testerLimit,
      accessInstructions: listings.accessInstructions,
    });
    if (!updated) throw new Error('listing update returned no row');
    if (imageChanged) await deleteImageIfUnused(tx, previous.imageUrl);
    // A raised limit, or none, gives the new places to the waitlist at once. A lowered one
    // takes no place back: whoever holds one keeps it, and no one moves up until enough leave.
    const limitChanged = body.testerLimit !== undefined && body.testerLimit !== locked.testerLimit;
    const promotions = limitChanged
      ? await fillFreePlaces(tx, { ...locked, testerLimit: updated.testerLimit })
      : [];
    const periodChanged =
      body.inactivityDays !== undefined && body.inactivityDays !== previous.inactivityDays;
    const restarted = periodChanged ? await restartSilenceClocks(tx, id) : [];
    const recorded = await recordInterestChanges(tx, {
      listingId: id,
      told: [
        ...movedUp(promotions),
        ...restarted.map((testerId) => ({ testerId, status: 'Accepted' as const })),
      ],
    });
    return { recorded, accessInstructions: updated.accessInstructions };
  });

  // A new name or category moves the listing in search results and category pages.
  await listingsChanged(bus, id);
  if (recorded.told.length > 0) await publishInterestChanges({ bus }, recorded);
  // The builder is the one asking: they may read the access instructions they wrote.
  return { ...(await findListing(db, id, builder.id)), accessInstructions };
}

/**
 * A new inactivity period counts from now for every Accepted tester, and takes back reminders
 * given under the old one, whose release dates no longer hold. Answers who had been reminded.
 */
async function restartSilenceClocks(tx: Database, listingId: string): Promise<string[]> {
  const accepted = and(eq(interests.listingId, listingId), eq(interests.status, 'Accepted'));
  const reminded = await tx
    .select({ testerId: interests.testerId })
    .from(interests)
    .where(and(accepted, isNotNull(interests.remindedAt)));
  await tx.update(interests).set({ lastActivityAt: sql`now()`, remindedAt: null }).where(accepted);
  return reminded.map((row) => row.testerId);
}
