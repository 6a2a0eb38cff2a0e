import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEventBus, type EventBus } from '../lib/event-bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Events every server process hears: new messages, ended sessions, changed users. */
    bus: EventBus;
  }
}

export default fp(
  async function busPlugin(app: FastifyInstance) {
    const bus = createEventBus(app.database, (err) => app.log.warn({ err }, 'event bus'));
    app.decorate('bus', bus);
    await bus.ready;
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'bus', dependencies: ['db'] },
);
