import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import { checkInBodySchema, checkInSchema } from '@/shared/contracts/cycle-check-ins.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import { cycleIdParamsSchema } from '@/shared/contracts/cycles.ts';
import { z } from '@/shared/contracts/zod.ts';
import { isCalendarDate } from '@/shared/cycles/calendar-dates.ts';
import { checkIn, findCheckInScreenshot, listCheckIns } from './check-ins.service.ts';

const screenshotParamsSchema = cycleIdParamsSchema.extend({
  testerId: z.uuid(),
  date: z.string().max(10).refine(isCalendarDate, 'Enter the date as YYYY-MM-DD'),
});

/** Daily check-ins (issue 42): a tester's "I used it today", read by them and the builder. */
const checkInsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cycles'];

  app.post(
    cyclePaths.checkIns(':id'),
    {
      onRequest: app.requireRole('Tester'),
      schema: {
        tags,
        params: cycleIdParamsSchema,
        body: checkInBodySchema,
        response: { 201: checkInSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const saved = await checkIn(
        app.services,
        signedInUser(request).id,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(saved);
    },
  );

  app.get(
    cyclePaths.checkIns(':id'),
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: cycleIdParamsSchema,
        response: { 200: z.array(checkInSchema), ...errorResponses },
      },
    },
    async (request) => listCheckIns(app.db, signedInUser(request).id, request.params.id),
  );

  app.get(
    cyclePaths.checkInScreenshot(':id', ':testerId', ':date'),
    {
      onRequest: app.requireUser,
      schema: { hide: true, params: screenshotParamsSchema },
    },
    async (request, reply) => {
      const { id, testerId, date } = request.params;
      const image = await findCheckInScreenshot(app.db, signedInUser(request).id, {
        cycleId: id,
        testerId,
        date,
      });
      // Never kept by a shared cache, nor by the browser once the person signs out.
      return reply
        .header('Content-Type', image.contentType)
        .header('Cache-Control', 'private, no-store')
        .send(image.bytes);
    },
  );
};

export default checkInsRoutes;
