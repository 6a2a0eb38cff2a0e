import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { stampLeftPeriodsOnListing } from './opt-in-periods.ts';

/**
 * Ends a tester's opt-in period when they stop holding a place, by following interests' events
 * (interests may not import cycles). A decision or a release names the tester
 * (`interest_changed`); a leave tells only the listing (`listing_changed`), as every change to
 * its signups does. So both are followed, and the events of one change, which arrive together,
 * cost one stamp of the listing's open cycles.
 */
export default fp(
  async function optInPeriodsPlugin(app: FastifyInstance) {
    const queued = new Set<string>();
    const running = new Set<Promise<void>>();
    const follow = (listingId: string) => {
      if (queued.has(listingId)) return;
      queued.add(listingId);
      const run = (async () => {
        // Let the rest of this publish's events arrive and join this run.
        await Promise.resolve();
        queued.delete(listingId);
        await stampLeftPeriodsOnListing(app.services, listingId);
      })()
        .catch((err) => app.log.warn({ err, listingId }, 'stamping left opt-in periods failed'))
        .finally(() => running.delete(run));
      running.add(run);
    };
    app.bus.subscribe((event) => {
      if (event.type === 'interest_changed' && event.status !== 'Accepted') follow(event.listingId);
      if (event.type === 'listing_changed') follow(event.listingId);
    });
    // Stamps under way finish before the database closes.
    app.addHook('onClose', async () => {
      await Promise.all(running);
    });
  },
  { name: 'cycle-opt-in-periods', dependencies: ['bus'] },
);
