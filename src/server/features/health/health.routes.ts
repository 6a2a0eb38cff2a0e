import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@/shared/contracts/errors.ts';
import { healthPaths, healthSchema, readinessSchema } from '@/shared/contracts/health.ts';
import { checkReadiness } from './health.service.ts';

/**
 * Probes hit these every few seconds: their request lines would drown the log at info, so only
 * warnings are logged (a failed readiness check is one). No route-level rate limit applies.
 */
const logLevel = 'warn';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['health'];

  app.get(
    healthPaths.live,
    { logLevel, schema: { tags, response: { 200: healthSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    healthPaths.ready,
    { logLevel, schema: { tags, response: { 200: readinessSchema, 503: apiErrorSchema } } },
    async (request, reply) => {
      const readiness = await checkReadiness(app.db);
      if (readiness.ready) {
        const search = app.searchIndex?.source ?? {
          source: 'database' as const,
          reason: 'SEARCH_INDEX is database' as const,
        };
        return { status: 'ok' as const, details: { search } };
      }
      request.log.warn({ reason: readiness.reason, detail: readiness.detail }, 'not ready');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: 'not_ready', message: `Not ready: ${readiness.reason}` });
    },
  );
};

export default healthRoutes;
