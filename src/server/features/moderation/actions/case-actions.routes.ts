import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import {
  caseActionBodySchema,
  caseActionResponseSchema,
  caseParamsSchema,
} from '@/shared/contracts/moderation.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';
import { actOnCase } from './case-actions.service.ts';

const caseActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Acting on a case is for admins only: checked before the body is read.
  app.addHook('onRequest', app.requireRole('Admin'));

  app.post(
    `${moderationPaths.cases}/:targetType/:targetId/actions`,
    {
      schema: {
        tags: ['moderation'],
        params: caseParamsSchema,
        body: caseActionBodySchema,
        response: { 200: caseActionResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      actOnCase(app.services, signedInUser(request), request.params, request.body, app.config),
  );
};

export default caseActionsRoutes;
