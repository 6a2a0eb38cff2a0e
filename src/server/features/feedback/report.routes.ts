import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import { apiErrorSchema } from '@/shared/contracts/errors.ts';
import {
  createFeedbackBodySchema,
  FEEDBACK_SCREENSHOTS_MAX,
  feedbackDetailSchema,
  feedbackSchema,
} from '@/shared/contracts/feedback.ts';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';
import { listingParamsSchema } from '@/shared/contracts/listings.ts';
import { z } from '@/shared/contracts/zod.ts';
import { feedbackDetail } from './feedback-query.ts';
import { fileFeedback, findScreenshot, myFeedback } from './report.service.ts';

/**
 * Reports one person may file in an hour. Each takes a tester minutes to write (what happened,
 * steps, expected, actual) and mails the builder; one every ninety seconds for an hour is past any
 * bug bash, while the flood that filed 40 in 40 seconds is refused from the 41st.
 */
export const REPORTS_PER_HOUR = 40;

const feedbackParamsSchema = z.object({ id: z.uuid() });
const screenshotParamsSchema = feedbackParamsSchema.extend({
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(FEEDBACK_SCREENSHOTS_MAX - 1),
});

/** Filing a report, and reading reports: the reporter's own, or one its readers may open. */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['feedback'];

  app.post(
    feedbackPaths.ofListing(':id'),
    {
      // The service decides who may report, so a builder hears why they cannot.
      onRequest: app.requireUser,
      config: { rateLimit: { max: REPORTS_PER_HOUR, timeWindow: '1 hour' } },
      schema: {
        tags,
        params: listingParamsSchema,
        body: createFeedbackBodySchema,
        response: { 201: feedbackDetailSchema, ...errorResponses, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const detail = await fileFeedback(
        app.services,
        signedInUser(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(detail);
    },
  );

  app.get(
    feedbackPaths.mine,
    {
      onRequest: app.requireRole('Tester'),
      schema: { tags, response: { 200: z.array(feedbackSchema), ...errorResponses } },
    },
    async (request) => myFeedback(app.db, signedInUser(request).id),
  );

  app.get(
    feedbackPaths.one(':id'),
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: feedbackParamsSchema,
        response: { 200: feedbackDetailSchema, ...errorResponses },
      },
    },
    async (request) => feedbackDetail(app.db, request.params.id, signedInUser(request)),
  );

  app.get(
    `${feedbackPaths.one(':id')}/screenshots/:index`,
    {
      onRequest: app.requireUser,
      schema: { hide: true, params: screenshotParamsSchema },
    },
    async (request, reply) => {
      const { id, index } = request.params;
      const image = await findScreenshot(app.db, id, index, signedInUser(request));
      // Never kept by a shared cache, nor by the browser once the person signs out.
      return reply
        .header('Content-Type', image.contentType)
        .header('Cache-Control', 'private, no-store')
        .send(image.bytes);
    },
  );
};

export default reportRoutes;
