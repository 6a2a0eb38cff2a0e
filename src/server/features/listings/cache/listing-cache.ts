import { GenerationGuard } from '@/server/lib/generation-guard.ts';
import { InvalidatingCache } from '@/server/lib/invalidating-cache.ts';

/**
 * A listing as everyone sees it, ready to be sent: its JSON less the viewer's flags, as the
 * database wrote it (shared-listing-json.ts); answers join strings.
 */
export interface CachedListing {
  id: string;
  builderId: string;
  /** Moderation hides it: only its builder reads it, and no page nor search lists it. */
  hidden: boolean;
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
  /** Joined and Accepted: these testers may read the listing's access instructions. */
  accepted: ReadonlySet<string>;
  /** Too many to keep whole: these are empty, and each page asks about its own listings. */
  partial?: true;
}

export const NO_FLAGS: ViewerFlags = { saved: new Set(), joined: new Set(), accepted: new Set() };

export const listingJson = (listing: CachedListing, flags: ViewerFlags): string =>
  flaggedListingJson(listing, {
    hasInterest: flags.joined.has(listing.id),
    isSaved: flags.saved.has(listing.id),
  });

/** The listing as a viewer whose flags on it are these sees it. */
export const flaggedListingJson = (
  listing: CachedListing,
  { hasInterest, isSaved }: { hasInterest: boolean; isSaved: boolean },
): string => `${listing.json},"hasInterest":${hasInterest},"isSaved":${isSaved}}`;

export interface ListingCacheOptions {
  ttlMs?: number;
  maxListings?: number;
  /** Characters of JSON held across all listings: long descriptions make some far larger. */
  maxListingChars?: number;
  maxPages?: number;
  now?: () => number;
}

const builderScope = (builderId: string) => `builder:${builderId}`;

/**
 * Listings and Browse pages as every viewer sees them, per process. Events from the bus drop
 * what changed. A value read from the database is kept only if no invalidation arrived while
 * it was being read (pass `generation` from before the read), or it could outlive its change.
 */
export class ListingCache {
  private readonly guard = new GenerationGuard();
  private readonly listings: InvalidatingCache<CachedListing>;
  private readonly pages: InvalidatingCache<ListingPage>;
  /**
   * Pages in an order of sort keys (places left, cycles, answers), which move with every join,
   * opt-in and record: dropped on any change to a listing or a cycle. Guarded apart, so those
   * frequent drops refuse no listing's or newest page's fill.
   */
  private readonly sortedPages: InvalidatingCache<ListingPage>;
  /** Reads of listings on their way, begun since each last changed. */
  private readonly reads = new Map<string, Promise<CachedListing | undefined>>();

  constructor({
    ttlMs = 30_000,
    maxListings = 20_000,
    maxListingChars = 40_000_000,
    maxPages = 500,
    now,
  }: ListingCacheOptions = {}) {
    this.listings = new InvalidatingCache({
      ttlMs,
      maxEntries: maxListings,
      maxSize: maxListingChars,
      sizeOf: (listing) => listing.json.length,
      guard: this.guard,
      now,
    });
    this.pages = new InvalidatingCache({ ttlMs, maxEntries: maxPages, guard: this.guard, now });
    this.sortedPages = new InvalidatingCache({ ttlMs, maxEntries: maxPages, now });
  }

  get generation(): number {
    return this.guard.generation;
  }

  /** Read before a page is read, and hand to `keepPage`. */
  pageGeneration(sorted: boolean): number {
    return sorted ? this.sortedPages.generation : this.guard.generation;
  }

  listing(id: string): CachedListing | undefined {
    return this.listings.get(id);
  }

  /** `sorted` for a page in an order of sort keys, not newest first nor a search's. */
  page(key: string, sorted = false): ListingPage | undefined {
    return (sorted ? this.sortedPages : this.pages).get(key);
  }

  /**
   * Scoped to each listing and its builder: while joins change some listings every moment, a
   * read that any change refused would rarely be kept, and every page would read again.
   */
  keepListings(listings: readonly CachedListing[], readAt: number): void {
    for (const listing of listings) {
      this.listings.keep(listing.id, listing, readAt, [
        listing.id,
        builderScope(listing.builderId),
      ]);
    }
  }

  /**
   * A read of the listing already on its way: a listing that just changed is wanted by many
   * requests at once, and they wait for one read instead of each making its own.
   */
  listingRead(id: string): Promise<CachedListing | undefined> | undefined {
    return this.reads.get(id);
  }

  startListingRead(id: string, read: Promise<CachedListing | undefined>): void {
    this.reads.set(id, read);
    const done = () => {
      if (this.reads.get(id) === read) this.reads.delete(id);
    };
    read.then(done, done);
  }

  keepPage(key: string, page: ListingPage, readAt: number, sorted = false): void {
    (sorted ? this.sortedPages : this.pages).keep(key, page, readAt);
  }

  /**
   * `pages` when which listings Browse shows may have changed, not only what one shows. What one
   * shows may move its sort keys (a join takes a place), so sorted pages go either way.
   */
  forgetListing(id: string, pages: boolean): void {
    this.listings.forget(id);
    this.reads.delete(id);
    this.sortedPages.clear();
    if (pages) this.pages.clear();
  }

  /** A cycle was created, changed or gained a tester: the cycle sort's keys may have moved. */
  forgetSortedPages(): void {
    this.sortedPages.clear();
  }

  /** A builder's name or picture shows on each of their listings. */
  forgetBuilder(builderId: string): void {
    this.listings.forgetWhere(
      (listing) => listing.builderId === builderId,
      builderScope(builderId),
    );
    // Which listings in flight are theirs is known only once read.
    this.reads.clear();
  }

  clear(): void {
    this.listings.clear();
    this.reads.clear();
    this.pages.clear();
    this.sortedPages.clear();
  }
}

export interface ViewerFlagsCacheOptions {
  ttlMs?: number;
  maxViewers?: number;
  /** Ids held across all viewers (each viewer counts one more, for the entry itself). */
  maxIds?: number;
  now?: () => number;
}

/**
 * Each viewer's saved and joined listings, so a page's flags need no query of their own. Flags
 * read while that viewer's changed (or everyone's were dropped) are not kept.
 */
export class ViewerFlagsCache {
  private readonly flags: InvalidatingCache<ViewerFlags>;

  constructor({
    ttlMs = 30_000,
    maxViewers = 10_000,
    maxIds = 200_000,
    now,
  }: ViewerFlagsCacheOptions = {}) {
    this.flags = new InvalidatingCache({
      ttlMs,
      maxEntries: maxViewers,
      maxSize: maxIds,
      sizeOf: (flags) => 1 + flags.saved.size + flags.joined.size,
      now,
    });
  }

  get generation(): number {
    return this.flags.generation;
  }

  get(viewerId: string): ViewerFlags | undefined {
    return this.flags.get(viewerId);
  }

  keep(viewerId: string, flags: ViewerFlags, readAt: number): void {
    this.flags.keep(viewerId, flags, readAt, [viewerId]);
  }

  forget(viewerId: string): void {
    this.flags.forget(viewerId);
  }

  clear(): void {
    this.flags.clear();
  }
}
