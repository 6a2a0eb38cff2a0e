import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import { createBuildBodySchema, cycleBuildSchema } from '@/shared/contracts/cycle-builds.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import { cycleIdParamsSchema } from '@/shared/contracts/cycles.ts';
import { z } from '@/shared/contracts/zod.ts';
import { listBuilds, postBuild } from './builds.service.ts';

/** A cycle's build updates (issue 42 item 6): the builder posts them, its people read them. */
const buildsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cycles'];

  app.post(
    cyclePaths.builds(':id'),
    {
      onRequest: app.requireRole('Builder'),
      schema: {
        tags,
        params: cycleIdParamsSchema,
        body: createBuildBodySchema,
        response: { 201: cycleBuildSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const build = await postBuild(
        app.services,
        signedInUser(request).id,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(build);
    },
  );

  app.get(
    cyclePaths.builds(':id'),
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: cycleIdParamsSchema,
        response: { 200: z.array(cycleBuildSchema), ...errorResponses },
      },
    },
    async (request) => listBuilds(app.services, signedInUser(request).id, request.params.id),
  );
};

export default buildsRoutes;
