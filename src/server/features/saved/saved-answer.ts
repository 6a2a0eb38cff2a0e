import {
  type ListingReadContext,
  readFlaggedListingJson,
} from '@/server/features/listings/browse/listing-reads.ts';
import { notFound } from '@/server/lib/app-error.ts';
import type { SaveRow } from './saved.service.ts';

/**
 * A save's answer, the saved item, as JSON. Its listing comes from the listing cache as the saver
 * sees it (saved, by definition), so a save reads no listing, builder or counts from the database:
 * on PostgreSQL those reads were most of what a save cost it.
 */
export async function savedItemJson(reads: ListingReadContext, save: SaveRow): Promise<string> {
  const listing = await readFlaggedListingJson(reads, save.listingId, {
    hasInterest: save.hasInterest,
    isSaved: true,
  });
  // Deleted since the save, which went with it.
  if (!listing) throw notFound('listing_not_found', 'Software not found');
  const { id, listingId, userId, createdAt } = save;
  const item = JSON.stringify({
    id,
    softwareId: listingId,
    userId,
    createdAt: createdAt.toISOString(),
  });
  return `${item.slice(0, -1)},"software":${listing}}`;
}
