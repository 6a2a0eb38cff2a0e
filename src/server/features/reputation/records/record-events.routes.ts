import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import { personParamsSchema, recordEventsSchema } from '@/shared/contracts/reputation.ts';
import { reputationPaths } from '@/shared/contracts/reputation-paths.ts';
import { findRecordEvents } from './record-events.service.ts';

/** How a record's numbers are traced to what happened: the person's own, or an admin's look. */
const recordEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    reputationPaths.recordEvents(':id'),
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reputation'],
        params: personParamsSchema,
        response: { 200: recordEventsSchema, ...errorResponses },
      },
    },
    async (request) =>
      findRecordEvents(app.db, signedInUser(request), request.params.id, app.services.clock.now()),
  );
};

export default recordEventsRoutes;
