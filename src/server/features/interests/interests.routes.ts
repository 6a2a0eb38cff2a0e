import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import { apiErrorSchema } from '@/shared/contracts/errors.ts';
import { interestPaths } from '@/shared/contracts/interest-paths.ts';
import {
  bulkDecisionBodySchema,
  createInterestBodySchema,
  interestIdParamsSchema,
  interestSchema,
  listingParamsSchema,
  listingTesterSchema,
  reviewInterestBodySchema,
} from '@/shared/contracts/interests.ts';
import { z } from '@/shared/contracts/zod.ts';
import { decideForTesters, listListingTesters, reviewInterest } from './decisions.service.ts';
import { joinBeta, leaveBeta, listInterests } from './interests.service.ts';
import { signupChangeLimit } from './signup-change-limit.ts';

const interestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const testerOnly = app.requireRole('Tester');
  const builderOnly = app.requireRole('Builder');
  const tags = ['interests'];
  const signupChanges = signupChangeLimit(app);

  app.post(
    interestPaths.list,
    {
      onRequest: testerOnly,
      preHandler: signupChanges.check,
      schema: {
        tags,
        body: createInterestBodySchema,
        response: {
          200: interestSchema,
          201: interestSchema,
          ...errorResponses,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { softwareId: listingId, answers, agreementVersion } = request.body;
      const tester = signedInUser(request);
      const { interest, created } = await joinBeta(
        app.services,
        tester,
        listingId,
        answers,
        agreementVersion,
      );
      if (created) await signupChanges.spend(request);
      return reply.status(created ? 201 : 200).send(interest);
    },
  );

  app.get(
    interestPaths.list,
    {
      onRequest: testerOnly,
      schema: { tags, response: { 200: z.array(interestSchema), ...errorResponses } },
    },
    async (request) => listInterests(app.db, signedInUser(request).id),
  );

  app.delete(
    interestPaths.byListing(':softwareId'),
    {
      onRequest: testerOnly,
      preHandler: signupChanges.check,
      schema: {
        tags,
        params: listingParamsSchema,
        response: { 204: noContent, ...errorResponses, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const tester = signedInUser(request);
      if (await leaveBeta(app.services, tester.id, request.params.softwareId))
        await signupChanges.spend(request);
      return reply.status(204).send(null);
    },
  );

  app.get(
    interestPaths.testersOf(':softwareId'),
    {
      onRequest: builderOnly,
      schema: {
        tags,
        params: listingParamsSchema,
        response: { 200: z.array(listingTesterSchema), ...errorResponses },
      },
    },
    async (request) =>
      listListingTesters(app.db, signedInUser(request).id, request.params.softwareId),
  );

  app.patch(
    interestPaths.one(':id'),
    {
      onRequest: builderOnly,
      schema: {
        tags,
        params: interestIdParamsSchema,
        body: reviewInterestBodySchema,
        response: { 200: listingTesterSchema, ...errorResponses },
      },
    },
    async (request) =>
      reviewInterest(app.services, signedInUser(request).id, request.params.id, request.body),
  );

  app.post(
    interestPaths.decisionsOf(':softwareId'),
    {
      onRequest: builderOnly,
      schema: {
        tags,
        params: listingParamsSchema,
        body: bulkDecisionBodySchema,
        response: { 200: z.array(listingTesterSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { interestIds, ...decision } = request.body;
      const builderId = signedInUser(request).id;
      return decideForTesters(
        app.services,
        builderId,
        request.params.softwareId,
        interestIds,
        decision,
      );
    },
  );
};

export default interestsRoutes;
