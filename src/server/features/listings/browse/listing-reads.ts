import type { Database } from '@/server/db/client.ts';
import { findAccessInstructions } from '@/server/features/listings/access-instructions.ts';
import {
  type CachedListing,
  flaggedListingJson,
  type ListingCache,
  type ListingPage,
  listingJson,
  NO_FLAGS,
  type ViewerFlags,
  type ViewerFlagsCache,
} from '@/server/features/listings/cache/listing-cache.ts';
import type { SearchContext } from '@/server/features/listings/search/search-listings.ts';
import { notFound } from '@/server/lib/app-error.ts';
import type { ListingsQuery } from '@/shared/contracts/listings.ts';
import { decodeCursor, encodeCursor } from './browse-cursor.ts';
import { browseListingIds, browseOrder } from './browse-listings.ts';
import { listingsByIdQuery } from './prepared-listings.ts';
import { viewerFlagsFor } from './viewer-flags.ts';

export interface ListingReadContext {
  db: Database;
  listings: ListingCache;
  flags: ViewerFlagsCache;
  search: SearchContext;
}

/**
 * Browse and the detail view answer JSON joined from cached listings and the viewer's cached
 * flags: on most requests no query runs and nothing is serialized. Search pages are cached too.
 */
export async function readBrowsePageJson(
  context: ListingReadContext,
  viewerId: string | null,
  query: ListingsQuery,
): Promise<{ json: string; nextCursor: string | null }> {
  const { page, listings } = await browsePage(context, query);
  const ids = listings.map((listing) => listing.id);
  const flags = viewerId
    ? await viewerFlagsFor(context.db, context.flags, viewerId, ids)
    : NO_FLAGS;
  const flagged = ids.some((id) => flags.saved.has(id) || flags.joined.has(id));
  const json = flagged ? pageJson(listings, flags) : unflaggedPageJson(page, listings);
  return { json, nextCursor: page.nextCursor };
}

const pageJson = (listings: CachedListing[], flags: ViewerFlags) =>
  `[${listings.map((listing) => listingJson(listing, flags)).join(',')}]`;

/** Pages as most viewers see them, none of their listings saved or joined. */
const unflaggedPages = new WeakMap<ListingPage, { listings: CachedListing[]; json: string }>();

/**
 * Most viewers have saved or joined nothing on a given page, so they all get the same bytes:
 * built once per page, and again only when one of its listings was replaced in the cache.
 */
function unflaggedPageJson(page: ListingPage, listings: CachedListing[]): string {
  const built = unflaggedPages.get(page);
  const current =
    built?.listings.length === listings.length &&
    built.listings.every((listing, index) => listing === listings[index]);
  if (built && current) return built.json;
  const json = pageJson(listings, NO_FLAGS);
  unflaggedPages.set(page, { listings, json });
  return json;
}

export async function readListingJson(
  context: ListingReadContext,
  id: string,
  viewerId: string | null,
): Promise<string> {
  const [listing] = await cachedListings(context.db, context.listings, [id]);
  if (!listing || (listing.hidden && listing.builderId !== viewerId)) {
    throw notFound('listing_not_found', 'Software not found');
  }
  const flags = viewerId
    ? await viewerFlagsFor(context.db, context.flags, viewerId, [id])
    : NO_FLAGS;
  const json = listingJson(listing, flags);
  if (!viewerId || (listing.builderId !== viewerId && !flags.accepted.has(id))) return json;
  // Only the builder and Accepted testers: read for them alone, never cached with the listing.
  const row = await findAccessInstructions(context.db, id, viewerId);
  if (!row) return json;
  return `${json.slice(0, -1)},"accessInstructions":${JSON.stringify(row.accessInstructions)}}`;
}

/**
 * One listing as the viewer sees it once their own change set these flags (a save answers it
 * saved): from the cache, with no read of their flags. Undefined when there is no such listing.
 */
export async function readFlaggedListingJson(
  context: ListingReadContext,
  id: string,
  flags: { hasInterest: boolean; isSaved: boolean },
): Promise<string | undefined> {
  const [listing] = await cachedListings(context.db, context.listings, [id]);
  return listing && !listing.hidden ? flaggedListingJson(listing, flags) : undefined;
}

async function browsePage(
  { db, listings: cache, search }: ListingReadContext,
  query: ListingsQuery,
): Promise<{ page: ListingPage; listings: CachedListing[] }> {
  const order = browseOrder(query);
  // The cursor as we would encode it: many strings decode alike, and must share one entry.
  const cursor = query.cursor ? encodeCursor(decodeCursor(query.cursor, order)) : '';
  // A search's page is kept like any other: every listing change that could alter which
  // listings match (a new one, an edit, a close) drops all pages, and popular searches repeat.
  const { category = '', platform = '', search: words = '', limit } = query;
  const key = `${order}|${category}|${platform}|${limit}|${cursor}|${words}`;
  const sorted = order !== 'newest' && order !== 'search';
  let page = cache.page(key, sorted);
  if (!page) {
    const readAt = cache.pageGeneration(sorted);
    page = await browseListingIds(db, search, query);
    cache.keepPage(key, page, readAt, sorted);
  }
  // A page read before a listing was hidden is dropped with it; this keeps the hidden one out
  // even while that drop is on its way from another process.
  const listings = await cachedListings(db, cache, page.ids);
  return { page, listings: listings.filter((listing) => !listing.hidden) };
}

/**
 * The listings, in order, from the cache; those it lacks are read in one query and kept, but for
 * those another request is already reading, whose read is awaited instead.
 */
async function cachedListings(
  db: Database,
  cache: ListingCache,
  ids: readonly string[],
): Promise<CachedListing[]> {
  const found = new Map<string, CachedListing>();
  const missing: string[] = [];
  const waiting: Promise<void>[] = [];
  const note = (listing: CachedListing | undefined) => {
    if (listing) found.set(listing.id, listing);
  };
  for (const id of ids) {
    const listing = cache.listing(id);
    const inFlight = listing ? undefined : cache.listingRead(id);
    if (listing) found.set(id, listing);
    else if (inFlight) waiting.push(inFlight.then(note));
    else missing.push(id);
  }
  if (missing.length > 0) {
    const readAt = cache.generation;
    const read = listingsByIdQuery(db)
      .execute({ ids: missing })
      .then((rows) => {
        const listings = rows.map(({ id, builderId, hidden, json }) => ({
          id,
          builderId,
          hidden: Boolean(hidden),
          json: json.slice(0, -1),
        }));
        cache.keepListings(listings, readAt);
        return new Map(listings.map((listing) => [listing.id, listing]));
      });
    for (const id of missing)
      cache.startListingRead(
        id,
        read.then((byId) => byId.get(id)),
      );
    waiting.push(read.then((byId) => byId.forEach(note)));
  }
  await Promise.all(waiting);
  return ids.flatMap((id) => found.get(id) ?? []);
}
