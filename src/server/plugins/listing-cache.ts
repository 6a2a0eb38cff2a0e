import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ListingCache, ViewerFlagsCache } from '@/server/features/listings/browse/listing-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Listings and Browse pages as everyone sees them; `BusEvent` says what drops them. */
    listingCache: ListingCache;
    viewerFlagsCache: ViewerFlagsCache;
  }
}

/**
 * Browse and the detail view answer from memory. Whoever changes a listing, a builder or a
 * viewer's saves and signups publishes it on the bus, which every process (this one at once)
 * hears here.
 */
export default fp(
  async function listingCachePlugin(app: FastifyInstance) {
    const listings = new ListingCache();
    const flags = new ViewerFlagsCache();
    app.decorate('listingCache', listings);
    app.decorate('viewerFlagsCache', flags);
    app.bus.subscribe((event) => {
      if (event.type === 'listing_changed') listings.forgetListing(event.softwareId, event.pages);
      else if (event.type === 'user_changed') listings.forgetBuilder(event.userId);
      else if (event.type === 'viewer_flags_changed') flags.forget(event.userId);
      else if (event.type === 'bus_reconnected') {
        listings.clear();
        flags.clear();
      }
    });
  },
  { name: 'listing-cache', dependencies: ['bus'] },
);
