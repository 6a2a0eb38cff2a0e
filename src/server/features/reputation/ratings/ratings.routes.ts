import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import {
  createRatingBodySchema,
  pendingRatingSchema,
  ratingParamsSchema,
  ratingReplyBodySchema,
  ratingSchema,
  updateRatingBodySchema,
} from '@/shared/contracts/reputation.ts';
import { reputationPaths } from '@/shared/contracts/reputation-paths.ts';
import { z } from '@/shared/contracts/zod.ts';
import { listGivenRatings, listPendingRatings } from './rating-lists.service.ts';
import { createRating, replyToRating, updateRating } from './ratings.service.ts';

/** Ratings after working together (issue 43): given, changed while hidden, answered once shown. */
const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reputation'];

  app.post(
    reputationPaths.ratings,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        body: createRatingBodySchema,
        response: { 201: ratingSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const rating = await createRating(app.services, signedInUser(request), request.body);
      return reply.status(201).send(rating);
    },
  );

  app.get(
    reputationPaths.pendingRatings,
    {
      onRequest: app.requireUser,
      schema: { tags, response: { 200: z.array(pendingRatingSchema), ...errorResponses } },
    },
    async (request) =>
      listPendingRatings(app.db, signedInUser(request).id, app.services.clock.now()),
  );

  app.get(
    reputationPaths.givenRatings,
    {
      onRequest: app.requireUser,
      schema: { tags, response: { 200: z.array(ratingSchema), ...errorResponses } },
    },
    async (request) => listGivenRatings(app.db, signedInUser(request).id, app.services.clock.now()),
  );

  app.patch(
    reputationPaths.rating(':id'),
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: ratingParamsSchema,
        body: updateRatingBodySchema,
        response: { 200: ratingSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateRating(app.services, signedInUser(request).id, request.params.id, request.body),
  );

  app.post(
    reputationPaths.ratingReply(':id'),
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: ratingParamsSchema,
        body: ratingReplyBodySchema,
        response: { 200: ratingSchema, ...errorResponses },
      },
    },
    async (request) =>
      replyToRating(app.services, signedInUser(request).id, request.params.id, request.body),
  );
};

export default ratingsRoutes;
