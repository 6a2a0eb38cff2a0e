import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import {
  caseDetailSchema,
  caseListQuerySchema,
  caseListSchema,
  caseParamsSchema,
} from '@/shared/contracts/moderation.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';
import type { ReportTarget } from '@/shared/contracts/moderation-rules.ts';
import { readCase } from './case-detail.service.ts';
import { listCases } from './case-list.service.ts';

/** The moderation queue and one case of it, for admins. */
const casesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['moderation'];
  app.addHook('onRequest', app.requireRole('Admin'));

  app.get(
    moderationPaths.cases,
    {
      schema: {
        tags,
        querystring: caseListQuerySchema,
        response: { 200: caseListSchema, ...errorResponses },
      },
    },
    async (request) => listCases(app.db, request.query.sort),
  );

  app.get(
    moderationPaths.case(':targetType' as ReportTarget, ':targetId'),
    {
      schema: {
        tags,
        params: caseParamsSchema,
        response: { 200: caseDetailSchema, ...errorResponses },
      },
    },
    async (request) =>
      readCase(
        app.db,
        request.params.targetType,
        request.params.targetId,
        app.services.clock.now(),
      ),
  );
};

export default casesRoutes;
