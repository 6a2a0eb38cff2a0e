import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import { cycleBoardSchema } from '@/shared/contracts/cycle-board.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import { cycleIdParamsSchema, myCycleSchema } from '@/shared/contracts/cycles.ts';
import { z } from '@/shared/contracts/zod.ts';
import { getBoard } from './board.service.ts';
import { listMyCycles } from './my-cycles.service.ts';

/** The two views of a cycle's days (issue 42): the builder's board and a tester's own cycles. */
const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cycles'];

  app.get(
    cyclePaths.board(':id'),
    {
      onRequest: app.requireRole('Builder'),
      schema: {
        tags,
        params: cycleIdParamsSchema,
        response: { 200: cycleBoardSchema, ...errorResponses },
      },
    },
    async (request) => getBoard(app.services, signedInUser(request).id, request.params.id),
  );

  app.get(
    cyclePaths.mine,
    {
      onRequest: app.requireRole('Tester'),
      schema: { tags, response: { 200: z.array(myCycleSchema), ...errorResponses } },
    },
    async (request) => listMyCycles(app.db, signedInUser(request).id, app.services.clock.now()),
  );
};

export default boardRoutes;
