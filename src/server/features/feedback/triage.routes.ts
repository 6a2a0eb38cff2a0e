import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import {
  feedbackBoardQuerySchema,
  feedbackCommentBodySchema,
  feedbackDetailSchema,
  feedbackSchema,
  updateFeedbackBodySchema,
} from '@/shared/contracts/feedback.ts';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';
import { feedbackParamsSchema } from '@/shared/contracts/feedback-triage.ts';
import { listingParamsSchema } from '@/shared/contracts/listings.ts';
import { z } from '@/shared/contracts/zod.ts';
import { readBoard } from './feedback-board.ts';
import { commentOnFeedback, setFeedbackStatus } from './triage.service.ts';

/** The builder's feedback board, status changes and the conversation on a report. */
const triageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    feedbackPaths.ofListing(':id'),
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['feedback'],
        params: listingParamsSchema,
        querystring: feedbackBoardQuerySchema,
        response: { 200: z.array(feedbackSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { query } = request;
      const page = await readBoard(app.db, signedInUser(request), id, query);
      if (page.nextCursor) {
        const params = new URLSearchParams();
        for (const key of ['kind', 'status', 'severity'] as const) {
          const value = query[key];
          if (value) params.set(key, value);
        }
        params.set('sort', query.sort);
        params.set('limit', String(query.limit));
        params.set('cursor', page.nextCursor);
        reply.header('Link', `<${feedbackPaths.ofListing(id)}?${params}>; rel="next"`);
      }
      return page.reports;
    },
  );

  app.patch(
    feedbackPaths.one(':id'),
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['feedback'],
        params: feedbackParamsSchema,
        body: updateFeedbackBodySchema,
        response: { 200: feedbackDetailSchema, ...errorResponses },
      },
    },
    async (request) =>
      setFeedbackStatus(app.services, signedInUser(request), request.params.id, request.body),
  );

  app.post(
    feedbackPaths.comments(':id'),
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['feedback'],
        params: feedbackParamsSchema,
        body: feedbackCommentBodySchema,
        response: { 201: feedbackDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const detail = await commentOnFeedback(
        app.services,
        signedInUser(request),
        id,
        request.body.body,
      );
      return reply.status(201).send(detail);
    },
  );
};

export default triageRoutes;
