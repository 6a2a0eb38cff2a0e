import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ListingReadContext } from '@/server/features/listings/browse/listing-reads.ts';
import { ListingCache, ViewerFlagsCache } from '@/server/features/listings/cache/listing-cache.ts';
import { LiveSearchIndex } from '@/server/features/listings/search/index/live-search-index.ts';
import { SearchCache } from '@/server/features/listings/search/search-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Listings and Browse pages as everyone sees them; `BusEvent` says what drops them. */
    listingCache: ListingCache;
    viewerFlagsCache: ViewerFlagsCache;
    /** Search's index of every open listing's words; null when `SEARCH_INDEX` is `database`. */
    searchIndex: LiveSearchIndex | null;
    /** All of the above and search's cache of typed words, as the listing reads take them. */
    listingReads: ListingReadContext;
  }
}

/**
 * Browse, search and the detail view answer from memory. Whoever changes a listing, a builder or
 * a viewer's saves and signups publishes it on the bus, which every process (this one at once)
 * hears here.
 */
export default fp(
  async function listingCachePlugin(app: FastifyInstance) {
    const listings = new ListingCache();
    const flags = new ViewerFlagsCache();
    const searchCache = new SearchCache();
    const { searchIndex, searchIndexMemoryMb } = app.config;
    const search =
      searchIndex === 'memory'
        ? new LiveSearchIndex(app.db, app.log, searchIndexMemoryMb * 2 ** 20)
        : null;
    app.decorate('listingCache', listings);
    app.decorate('viewerFlagsCache', flags);
    app.decorate('searchIndex', search);
    app.decorate('listingReads', {
      db: app.db,
      listings,
      flags,
      search: { cache: searchCache, index: search },
    });
    app.bus.subscribe((event) => {
      if (event.type === 'listing_changed') {
        listings.forgetListing(event.listingId, event.pages);
        if (event.pages) {
          searchCache.forgetVocabulary();
          search?.changed(event.listingId);
        }
      } else if (event.type === 'cycle_changed') listings.forgetSortedPages();
      else if (event.type === 'user_changed') listings.forgetBuilder(event.userId);
      else if (event.type === 'viewer_flags_changed') flags.forget(event.userId);
      else if (event.type === 'bus_reconnected') {
        listings.clear();
        flags.clear();
        searchCache.forgetVocabulary();
        search?.reload();
      }
    });
    // Once the app is ready, and not awaited: the process serves (search from the database)
    // while the index loads. On PGlite, which runs in this process, loading first held the
    // start back by seconds. The bus is already listening, so no change is missed.
    app.addHook('onReady', async () => search?.reload());
    app.addHook('onClose', async () => search?.stop());
  },
  { name: 'listing-cache', dependencies: ['bus'] },
);
