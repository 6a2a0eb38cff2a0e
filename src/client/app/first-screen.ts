import { getUserQueryOptions } from '@/client/features/auth/api/get-user.ts';
import { getListingQueryOptions } from '@/client/features/listings/api/get-listing.ts';
import { getListingsQueryOptions } from '@/client/features/listings/api/get-listings.ts';
import { parseBrowseFilters } from '@/client/features/listings/hooks/use-browse-filters.ts';
import { getPublicListingQueryOptions } from '@/client/features/sharing/api/get-public-listing.ts';
import { queryClient } from '@/client/lib/query-client.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { isProfileComplete } from '@/shared/contracts/session.ts';

export type EarlyScreen = {
  path: RegExp;
  /** Starts loading the screen's code. */
  load: () => Promise<unknown>;
  /** Starts the screen's first read into the cache, where the screen finds it. */
  read: (match: RegExpExecArray, session: Promise<User | null>, search: string) => void;
};

/** Browse shows to signed-in people with a complete profile; anyone else is sent elsewhere. */
export function readBrowse(_match: RegExpExecArray, session: Promise<User | null>, search: string) {
  void session.then((user) => {
    if (!user || !isProfileComplete(user)) return;
    const filters = parseBrowseFilters(search);
    return queryClient.prefetchInfiniteQuery(getListingsQueryOptions(filters));
  });
}

/** A listing's page and its share page are public: their read need not wait for the session. */
export function readListing([, id = '']: RegExpExecArray) {
  void queryClient.prefetchQuery(getListingQueryOptions(id));
}

export function readPublicListing([, id = '']: RegExpExecArray) {
  void queryClient.prefetchQuery(getPublicListingQueryOptions(id));
}

/**
 * Every page waits for the session before it shows anything. On the screens people most often
 * arrive on, the screen's code and its first read start at the same time as the session read,
 * not after it (the server names both in the page's head, so they may already be on their way:
 * screen-preloads.ts). Resolves once the session is known and the code is in, or failed to load;
 * the read may still be under way, and the screen shows its skeleton meanwhile. A load or read
 * that failed is tried again when the screen shows.
 */
export function prepareFirstScreen(
  screens: EarlyScreen[],
  { pathname, search }: Pick<Location, 'pathname' | 'search'> = window.location,
): Promise<void> {
  // A session that cannot be read leaves the visitor signed out, as useUser does.
  const session = queryClient.fetchQuery(getUserQueryOptions()).catch(() => null);
  for (const screen of screens) {
    const match = screen.path.exec(pathname);
    if (!match) continue;
    screen.read(match, session, search);
    return Promise.all([session, screen.load().catch(() => undefined)]).then(() => undefined);
  }
  return session.then(() => undefined);
}
