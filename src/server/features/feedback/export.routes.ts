import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import {
  feedbackDetailSchema,
  feedbackExportQuerySchema,
  feedbackStatsSchema,
  testerReportCountsSchema,
} from '@/shared/contracts/feedback.ts';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';
import { listingParamsSchema } from '@/shared/contracts/interests.ts';
import { z } from '@/shared/contracts/zod.ts';
import { exportFeedback, type FeedbackExport } from './export.service.ts';
import { findFeedbackStats, findTesterRecord } from './feedback-stats.service.ts';

const userParamsSchema = z.object({ userId: z.uuid() });

/**
 * Streams the file as a download. The stream skips the route's serializer, so it answers for
 * matching the route's schema (the JSON export is exactly its array).
 */
function sendDownload(reply: FastifyReply, file: FeedbackExport): FastifyReply {
  // Testers' words and names: no shared cache may keep a copy.
  return reply
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .type(file.contentType)
    .send(file.body);
}

/** Feedback taken elsewhere or counted: the builder's export, and answering figures in public. */
const feedbackExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['feedback'];

  app.get(
    feedbackPaths.export(':softwareId'),
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        description: 'The listing’s reports, oldest first: with format=csv as text/csv instead.',
        params: listingParamsSchema,
        querystring: feedbackExportQuerySchema,
        response: { 200: z.array(feedbackDetailSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await exportFeedback(
        app.db,
        signedInUser(request).id,
        request.params.softwareId,
        request.query.format,
      );
      return sendDownload(reply, file);
    },
  );

  app.get(
    feedbackPaths.stats(':softwareId'),
    {
      schema: {
        tags,
        params: listingParamsSchema,
        response: { 200: feedbackStatsSchema, ...errorResponses },
      },
    },
    async (request) => findFeedbackStats(app.db, request.params.softwareId),
  );

  app.get(
    feedbackPaths.testerRecord(':userId'),
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: userParamsSchema,
        response: { 200: testerReportCountsSchema, ...errorResponses },
      },
    },
    async (request) => findTesterRecord(app.db, request.params.userId),
  );
};

export default feedbackExportRoutes;
