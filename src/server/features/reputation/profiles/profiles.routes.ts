import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import {
  personParamsSchema,
  personProfileSchema,
  profileVisibilitySchema,
} from '@/shared/contracts/reputation.ts';
import { reputationPaths } from '@/shared/contracts/reputation-paths.ts';
import { readProfile, setProfileVisibility } from './profile.service.ts';

/** Public profiles at /u/{id} (issue 43), and who may read a tester's. */
const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reputation'];

  // Signed out too when the profile is public: the session, if any, decides a private one.
  app.get(
    reputationPaths.profile(':id'),
    {
      schema: {
        tags,
        params: personParamsSchema,
        response: { 200: personProfileSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Who may read it changes with the person's choice: no cache keeps a copy.
      reply.header('Cache-Control', 'private, no-store');
      return readProfile(app.db, request.user, request.params.id, app.services.clock.now());
    },
  );

  app.get(
    reputationPaths.profileVisibility,
    {
      onRequest: app.requireUser,
      schema: { tags, response: { 200: profileVisibilitySchema, ...errorResponses } },
    },
    async (request) => ({ visibility: signedInUser(request).profileVisibility }),
  );

  app.put(
    reputationPaths.profileVisibility,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        body: profileVisibilitySchema,
        response: { 200: profileVisibilitySchema, ...errorResponses },
      },
    },
    async (request) => ({
      visibility: await setProfileVisibility(
        app.services,
        signedInUser(request).id,
        request.body.visibility,
      ),
    }),
  );
};

export default profilesRoutes;
