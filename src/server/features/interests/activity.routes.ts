import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import { interestPaths } from '@/shared/contracts/interest-paths.ts';
import { listingParamsSchema } from '@/shared/contracts/interests.ts';
import { confirmStillTesting } from './activity.ts';

const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    interestPaths.activity(':softwareId'),
    {
      onRequest: app.requireRole('Tester'),
      schema: {
        tags: ['interests'],
        params: listingParamsSchema,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await confirmStillTesting(app.services, signedInUser(request).id, request.params.softwareId);
      return reply.status(204).send(null);
    },
  );
};

export default activityRoutes;
