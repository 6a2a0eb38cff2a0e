import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '@/server/lib/clock.ts';
import { createEventBus, type EventBus } from '@/server/lib/event-bus.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Events every server process hears: new messages, ended sessions, changed users. */
    bus: EventBus;
    /** The database and the bus, as services take them to make and announce a change. */
    services: ServiceContext;
  }
}

export default fp(
  async function busPlugin(app: FastifyInstance, { clock }: { clock: Clock }) {
    const bus = createEventBus(app.database, (err) => app.log.warn({ err }, 'event bus'));
    app.decorate('bus', bus);
    app.decorate('services', { db: app.db, bus, clock });
    await bus.ready;
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'bus', dependencies: ['db'] },
);
