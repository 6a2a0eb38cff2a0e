import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRecordsFollower, type RecordsFollower } from './records-follower.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Keeps people's records current from this process's events. */
    records: Pick<RecordsFollower, 'settled'>;
  }
}

/**
 * Follows the events this process publishes (each change is announced once, by the process that
 * made it, so each refresh happens once across processes). `follow: false` leaves records as they
 * are, for tests that count a request's queries and would count the refresh that follows it.
 */
export default fp(
  async function recordsFollowerPlugin(app: FastifyInstance, { follow }: { follow: boolean }) {
    if (!follow) {
      app.decorate('records', { settled: async () => {} });
      return;
    }
    const follower = createRecordsFollower(app.services, (err) =>
      app.log.error({ err }, 'refreshing records failed'),
    );
    app.bus.subscribeOwn((event) => follower.hear(event));
    app.decorate('records', { settled: () => follower.settled() });
    app.addHook('onClose', async () => follower.settled());
  },
  { name: 'records-follower', dependencies: ['bus'] },
);
