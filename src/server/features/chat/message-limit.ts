import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FixedWindowLimiter } from '@/server/lib/fixed-window-limiter.ts';

/** Per user, whichever way the messages arrive: generous for a person, tight for a script. */
export const MESSAGES_PER_MINUTE = 60;

declare module 'fastify' {
  interface FastifyInstance {
    messageLimiter: FixedWindowLimiter;
  }
}

export default fp(
  async function messageLimitPlugin(app: FastifyInstance) {
    app.decorate(
      'messageLimiter',
      new FixedWindowLimiter({ max: MESSAGES_PER_MINUTE, windowMs: 60_000, what: 'messages' }),
    );
  },
  { name: 'message-limit' },
);
