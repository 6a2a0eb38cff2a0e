import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FixedWindowLimiter } from '@/server/lib/fixed-window-limiter.ts';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import {
  createReportBodySchema,
  myReportListSchema,
  myReportSchema,
} from '@/shared/contracts/moderation.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';
import { REPORTS_PER_HOUR } from '@/shared/contracts/moderation-rules.ts';
import { createReport, listMyReports } from './report.service.ts';

/** Anyone signed in reports what they can see; they follow their reports on their own list. */
const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['moderation'];
  // Per reporter, on the app's clock, so a test can move past the hour instead of waiting.
  const limiter = new FixedWindowLimiter({
    max: REPORTS_PER_HOUR,
    windowMs: 3_600_000,
    what: 'reports',
    now: () => app.services.clock.now().getTime(),
  });

  app.post(
    moderationPaths.reports,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        body: createReportBodySchema,
        response: { 201: myReportSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const reporter = signedInUser(request);
      limiter.take(reporter.id);
      const report = await createReport(app.services, reporter.id, request.body);
      return reply.status(201).send(report);
    },
  );

  app.get(
    moderationPaths.myReports,
    {
      onRequest: app.requireUser,
      schema: { tags, response: { 200: myReportListSchema, ...errorResponses } },
    },
    async (request) => listMyReports(app.db, signedInUser(request).id),
  );
};

export default reportsRoutes;
