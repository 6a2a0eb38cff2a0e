import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import { cycleIdParamsSchema } from '@/shared/contracts/cycles.ts';
import { apiErrorSchema } from '@/shared/contracts/errors.ts';
import {
  inviteSuggestionSchema,
  inviteTestersBodySchema,
  inviteTestersResultSchema,
} from '@/shared/contracts/matching.ts';
import { matchingPaths } from '@/shared/contracts/matching-paths.ts';
import { z } from '@/shared/contracts/zod.ts';
import { suggestInvitees } from './invite-suggestions.service.ts';
import { inviteTesters } from './invite-testers.service.ts';

/** A builder's side of matching: testers whose devices fit a cycle, and inviting them. */
const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const builderOnly = app.requireRole('Builder');
  const tags = ['matching'];

  app.get(
    matchingPaths.inviteSuggestions(':id'),
    {
      onRequest: builderOnly,
      schema: {
        tags,
        params: cycleIdParamsSchema,
        response: { 200: z.array(inviteSuggestionSchema), ...errorResponses },
      },
    },
    async (request) =>
      suggestInvitees(
        app.db,
        signedInUser(request).id,
        request.params.id,
        app.services.clock.now(),
      ),
  );

  app.post(
    matchingPaths.invitations(':id'),
    {
      onRequest: builderOnly,
      schema: {
        tags,
        params: cycleIdParamsSchema,
        body: inviteTestersBodySchema,
        response: { 200: inviteTestersResultSchema, ...errorResponses, 429: apiErrorSchema },
      },
    },
    async (request) =>
      inviteTesters(app.services, signedInUser(request), request.params.id, request.body),
  );
};

export default invitationsRoutes;
