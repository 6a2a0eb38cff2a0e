import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import {
  createCycleBodySchema,
  cycleIdParamsSchema,
  cycleSchema,
  optInBodySchema,
  updateCycleBodySchema,
} from '@/shared/contracts/cycles.ts';
import { listingParamsSchema } from '@/shared/contracts/interests.ts';
import { z } from '@/shared/contracts/zod.ts';
import { getCycle, listCycles } from './cycle-reads.service.ts';
import { createCycle, updateCycle } from './cycles.service.ts';
import { optIn } from './opt-in.service.ts';
import { rosterCsv } from './roster-csv.service.ts';

/** Test cycles on a listing (issue 42): the builder runs them, Accepted testers opt in. */
const cyclesRoutes: FastifyPluginAsyncZod = async (app) => {
  const builderOnly = app.requireRole('Builder');
  const tags = ['cycles'];

  app.post(
    cyclePaths.ofListing(':softwareId'),
    {
      onRequest: builderOnly,
      schema: {
        tags,
        params: listingParamsSchema,
        body: createCycleBodySchema,
        response: { 201: cycleSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const builderId = signedInUser(request).id;
      const cycle = await createCycle(
        app.services,
        builderId,
        request.params.softwareId,
        request.body,
      );
      return reply.status(201).send(cycle);
    },
  );

  app.get(
    cyclePaths.ofListing(':softwareId'),
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: listingParamsSchema,
        response: { 200: z.array(cycleSchema), ...errorResponses },
      },
    },
    async (request) =>
      listCycles(
        app.db,
        signedInUser(request).id,
        request.params.softwareId,
        app.services.clock.now(),
      ),
  );

  app.get(
    cyclePaths.one(':id'),
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: cycleIdParamsSchema,
        response: { 200: cycleSchema, ...errorResponses },
      },
    },
    async (request) =>
      getCycle(app.db, signedInUser(request).id, request.params.id, app.services.clock.now()),
  );

  app.patch(
    cyclePaths.one(':id'),
    {
      onRequest: builderOnly,
      schema: {
        tags,
        params: cycleIdParamsSchema,
        body: updateCycleBodySchema,
        response: { 200: cycleSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateCycle(app.services, signedInUser(request).id, request.params.id, request.body),
  );

  app.put(
    cyclePaths.optIn(':id'),
    {
      onRequest: app.requireRole('Tester'),
      schema: {
        tags,
        params: cycleIdParamsSchema,
        body: optInBodySchema,
        response: {
          200: z.object({ optedInOn: z.string(), storeEmail: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      optIn(app.services, signedInUser(request).id, request.params.id, request.body.storeEmail),
  );

  app.get(
    cyclePaths.roster(':id'),
    {
      onRequest: builderOnly,
      schema: {
        tags,
        description: 'The confirmed testers’ store e-mails, one per line, as text/csv.',
        params: cycleIdParamsSchema,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await rosterCsv(app.db, signedInUser(request).id, request.params.id);
      // Testers' addresses: no shared cache may keep a copy.
      return reply
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(file.body);
    },
  );
};

export default cyclesRoutes;
