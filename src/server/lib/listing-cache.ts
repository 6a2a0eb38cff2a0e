import { type Software, softwareSchema } from '../../shared/contracts/listings.ts';
import { TtlMap } from './ttl-map.ts';

/** A listing as everyone sees it, ready to be sent: its JSON less the viewer's flags. */
export interface CachedListing {
  id: string;
  builderId: string;
  /** The listing's JSON object without `hasInterest`, `isSaved` and the closing brace. */
  json: string;
}

/** Which listings a Browse page shows, in order, and where the next page starts. */
export interface ListingPage {
  ids: readonly string[];
  nextCursor: string | null;
}

export interface ViewerFlags {
  saved: ReadonlySet<string>;
  joined: ReadonlySet<string>;
  /** Too many to keep whole: these are empty, and each page asks about its own listings. */
  partial?: true;
}

export const NO_FLAGS: ViewerFlags = { saved: new Set(), joined: new Set() };

const sharedListingSchema = softwareSchema.omit({ hasInterest: true, isSaved: true });

/**
 * Validated and stripped to the contract once, when it is cached, rather than on every answer
 * that carries it; answers then join strings.
 */
export function toCachedListing(listing: Software): CachedListing {
  const shared = sharedListingSchema.parse(listing);
  return { id: shared.id, builderId: shared.builderId, json: JSON.stringify(shared).slice(0, -1) };
}

export function listingJson(listing: CachedListing, flags: ViewerFlags): string {
  const hasInterest = flags.joined.has(listing.id);
  const isSaved = flags.saved.has(listing.id);
  return `${listing.json},"hasInterest":${hasInterest},"isSaved":${isSaved}}`;
}

export interface ListingCacheOptions {
  ttlMs?: number;
  maxListings?: number;
  /** Characters of JSON held across all listings: long descriptions make some far larger. */
  maxListingChars?: number;
  maxPages?: number;
  now?: () => number;
}

/**
 * Listings and Browse pages as every viewer sees them, per process. Events from the bus drop
 * what changed. A value read from the database is kept only if no invalidation arrived while
 * it was being read (compare `generation` before and after), or it could outlive its change.
 */
export class ListingCache {
  private readonly listings: TtlMap<string, CachedListing>;
  private readonly pages: TtlMap<string, ListingPage>;
  private seq = 0;

  constructor({
    ttlMs = 30_000,
    maxListings = 5_000,
    maxListingChars = 10_000_000,
    maxPages = 500,
    now,
  }: ListingCacheOptions = {}) {
    this.listings = new TtlMap({
      ttlMs,
      maxEntries: maxListings,
      weigh: (listing) => listing.json.length,
      maxWeight: maxListingChars,
      now,
    });
    this.pages = new TtlMap({ ttlMs, maxEntries: maxPages, now });
  }

  get generation(): number {
    return this.seq;
  }

  listing(id: string): CachedListing | undefined {
    return this.listings.get(id);
  }

  page(key: string): ListingPage | undefined {
    return this.pages.get(key);
  }

  keepListings(listings: readonly CachedListing[], readAt: number): void {
    if (readAt !== this.seq) return;
    for (const listing of listings) this.listings.set(listing.id, listing);
  }

  keepPage(key: string, page: ListingPage, readAt: number): void {
    if (readAt === this.seq) this.pages.set(key, page);
  }

  /** `pages` when which listings Browse shows may have changed, not only what one shows. */
  forgetListing(id: string, pages: boolean): void {
    this.seq++;
    this.listings.delete(id);
    if (pages) this.pages.clear();
  }

  /** A builder's name or picture shows on each of their listings. */
  forgetBuilder(builderId: string): void {
    this.seq++;
    this.listings.deleteWhere((listing) => listing.builderId === builderId);
  }

  clear(): void {
    this.seq++;
    this.listings.clear();
    this.pages.clear();
  }
}

export interface ViewerFlagsCacheOptions {
  ttlMs?: number;
  maxViewers?: number;
  /** Ids held across all viewers. */
  maxIds?: number;
  now?: () => number;
}

/** Each viewer's saved and joined listings, so a page's flags need no query of their own. */
export class ViewerFlagsCache {
  private readonly flags: TtlMap<string, ViewerFlags>;
  private seq = 0;

  constructor({
    ttlMs = 30_000,
    maxViewers = 10_000,
    maxIds = 200_000,
    now,
  }: ViewerFlagsCacheOptions = {}) {
    this.flags = new TtlMap({
      ttlMs,
      maxEntries: maxViewers,
      weigh: (flags) => flags.saved.size + flags.joined.size,
      maxWeight: maxIds,
      now,
    });
  }

  get generation(): number {
    return this.seq;
  }

  get(viewerId: string): ViewerFlags | undefined {
    return this.flags.get(viewerId);
  }

  keep(viewerId: string, flags: ViewerFlags, readAt: number): void {
    if (readAt === this.seq) this.flags.set(viewerId, flags);
  }

  forget(viewerId: string): void {
    this.seq++;
    this.flags.delete(viewerId);
  }

  clear(): void {
    this.seq++;
    this.flags.clear();
  }
}
