import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findListingsWithCycles, stampLeftPeriodsOnListing } from './opt-in-periods.ts';

/**
 * Ends a tester's opt-in period when they stop holding a place, by following interests' events
 * (interests may not import cycles). A decision or a release names the tester
 * (`interest_changed`); a leave tells only the listing (`listing_changed`), as every change to
 * its signups does. So both are followed, and the events of one change, which arrive together,
 * cost one stamp of the listing's open cycles.
 *
 * Joins and leaves run a fixed number of round trips (write-query-count.test.ts), so only the
 * listings known to have a cycle are stamped: read once at start, added to as each cycle is
 * announced, read again when this process may have missed announcements. A change heard before
 * its cycle's announcement is healed by the next reader or job (`closeLeftPeriods`).
 */
export default fp(
  async function optInPeriodsPlugin(app: FastifyInstance) {
    const withCycles = new Set<string>();
    // Until the set is read (the database may be down, or not migrated yet, at start), every
    // listing is followed: slower, never wrong.
    let known = false;
    const load = async () => {
      const listingIds = await findListingsWithCycles(app.db);
      withCycles.clear();
      for (const listingId of listingIds) withCycles.add(listingId);
      known = true;
    };

    const queued = new Set<string>();
    const running = new Set<Promise<void>>();
    const track = (work: Promise<void>, what: string) => {
      const run = work
        .catch((err) => app.log.warn({ err }, what))
        .finally(() => running.delete(run));
      running.add(run);
    };
    await load().catch((err) => app.log.warn({ err }, 'reading the listings with cycles failed'));
    const follow = (listingId: string) => {
      if ((known && !withCycles.has(listingId)) || queued.has(listingId)) return;
      queued.add(listingId);
      const stamp = async () => {
        // Let the rest of this publish's events arrive and join this run.
        await Promise.resolve();
        queued.delete(listingId);
        await stampLeftPeriodsOnListing(app.services, listingId);
      };
      track(stamp(), 'stamping left opt-in periods failed');
    };
    app.bus.subscribe((event) => {
      if (event.type === 'cycle_changed') withCycles.add(event.listingId);
      if (event.type === 'bus_reconnected')
        track(load(), 'reading the listings with cycles failed');
      if (event.type === 'interest_changed' && event.status !== 'Accepted') follow(event.listingId);
      if (event.type === 'listing_changed') follow(event.listingId);
    });
    // Work under way finishes before the database closes.
    app.addHook('onClose', async () => {
      await Promise.all(running);
    });
  },
  { name: 'cycle-opt-in-periods', dependencies: ['bus'] },
);
