import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SettableClock } from '@/server/lib/clock.ts';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import { z } from '@/shared/contracts/zod.ts';

const clockSchema = z.object({ now: z.iso.datetime({ offset: true }) });

/**
 * `PUT /api/test-clock` moves the server's clock, so a browser test can live through a short
 * cycle's days in seconds. Registered only when `TEST_CLOCK=1`; the server logs a warning then.
 */
const testClockRoutes: FastifyPluginAsyncZod<{ clock: SettableClock }> = async (app, { clock }) => {
  app.log.warn('TEST_CLOCK=1: the clock stands still and anyone may move it');
  app.get(
    '/api/test-clock',
    { schema: { hide: true, response: { 200: clockSchema } } },
    async () => ({ now: clock.now().toISOString() }),
  );
  app.put(
    '/api/test-clock',
    {
      schema: { hide: true, body: clockSchema, response: { 200: clockSchema, ...errorResponses } },
    },
    async (request) => {
      await clock.set(new Date(request.body.now));
      return { now: clock.now().toISOString() };
    },
  );
};

export default testClockRoutes;
