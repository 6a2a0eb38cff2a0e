import type { Category } from '@/shared/constants.ts';
import type { BrowseSort } from '@/shared/contracts/browse-sorts.ts';
import { interestPaths } from '@/shared/contracts/interest-paths.ts';
import { listingPaths } from '@/shared/contracts/listing-paths.ts';
import type { Platform } from '@/shared/contracts/platforms.ts';
import { savedPaths } from '@/shared/contracts/saved-paths.ts';
import { authPaths } from '@/shared/contracts/session.ts';

/** Browse's filters and order as its URL names them; left out, each is "All" or newest first. */
export type BrowseFilters = {
  category?: Category;
  platform?: Platform;
  sort?: Exclude<BrowseSort, 'newest'>;
  search?: string;
};

/**
 * Keys of the reads that more than one feature changes: saving a listing (saved) refreshes the
 * Browse cards and the detail page (listings), leaving a beta (interests) refreshes its tester
 * count. Features never import each other, so the keys they share live here. Each key starts with
 * its API path, the generic reader's convention, so a key prefix names a family of reads.
 */
export const queryKeys = {
  /** Who is signed in; null when nobody is. */
  session: [authPaths.session] as const,
  /** Every listing read below: Browse pages and single listings. */
  listings: [listingPaths.list] as const,
  browse: (filters: BrowseFilters) => [listingPaths.list, 'browse', filters] as const,
  /** Joined with a slash by the generic reader, this is the listing's own URL. */
  listing: (id: string) => [listingPaths.list, id] as const,
  builderListings: [listingPaths.builderList] as const,
  interests: [interestPaths.list] as const,
  saved: [savedPaths.list] as const,
};
