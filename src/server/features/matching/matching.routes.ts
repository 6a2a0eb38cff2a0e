import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent, sendSerializedJson } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import {
  invitationParamsSchema,
  invitationSchema,
  invitationSettingsSchema,
  recommendedListingSchema,
} from '@/shared/contracts/matching.ts';
import { matchingPaths } from '@/shared/contracts/matching-paths.ts';
import { z } from '@/shared/contracts/zod.ts';
import { readInvitationSettings, saveInvitationSettings } from './invitation-settings.service.ts';
import { answerInvitation, listMyInvitationsJson } from './my-invitations.service.ts';
import { findRecommendations } from './recommended.service.ts';
import { recommendationsJson } from './recommended-answer.ts';

/** A tester's side of matching: what fits their devices, and the invitations builders sent. */
const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  const testerOnly = app.requireRole('Tester');
  const tags = ['matching'];

  app.get(
    matchingPaths.recommended,
    {
      onRequest: testerOnly,
      schema: { tags, response: { 200: z.array(recommendedListingSchema), ...errorResponses } },
    },
    async (request, reply) => {
      const testerId = signedInUser(request).id;
      const found = await findRecommendations(app.db, testerId, app.services.clock.now());
      // Joined from listings the database wrote in listingSchema's shape (listing-reads.ts).
      return sendSerializedJson(
        reply,
        await recommendationsJson(app.listingReads, testerId, found),
      );
    },
  );

  app.get(
    matchingPaths.myInvitations,
    {
      onRequest: testerOnly,
      schema: { tags, response: { 200: z.array(invitationSchema), ...errorResponses } },
    },
    async (request, reply) =>
      sendSerializedJson(
        reply,
        await listMyInvitationsJson(app.listingReads, signedInUser(request).id),
      ),
  );

  for (const [path, status] of [
    [matchingPaths.acceptInvitation(':id'), 'Accepted'],
    [matchingPaths.ignoreInvitation(':id'), 'Ignored'],
  ] as const) {
    app.post(
      path,
      {
        onRequest: testerOnly,
        schema: {
          tags,
          params: invitationParamsSchema,
          response: { 204: noContent, ...errorResponses },
        },
      },
      async (request, reply) => {
        await answerInvitation(app.services, signedInUser(request).id, request.params.id, status);
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    matchingPaths.invitationSettings,
    {
      onRequest: testerOnly,
      schema: { tags, response: { 200: invitationSettingsSchema, ...errorResponses } },
    },
    async (request) => readInvitationSettings(app.db, signedInUser(request).id),
  );

  app.put(
    matchingPaths.invitationSettings,
    {
      onRequest: testerOnly,
      schema: {
        tags,
        body: invitationSettingsSchema,
        response: { 200: invitationSettingsSchema, ...errorResponses },
      },
    },
    async (request) => saveInvitationSettings(app.services, signedInUser(request).id, request.body),
  );
};

export default matchingRoutes;
