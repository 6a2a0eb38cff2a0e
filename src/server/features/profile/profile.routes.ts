import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPublicUser } from '@/server/lib/public-user.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import { userSchema } from '@/shared/contracts/auth.ts';
import { apiErrorSchema } from '@/shared/contracts/errors.ts';
import { updateProfileBodySchema } from '@/shared/contracts/profile.ts';
import { authPaths } from '@/shared/contracts/session.ts';
import { updateProfile } from './profile.service.ts';

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    authPaths.profile,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        body: updateProfileBodySchema,
        response: { 200: userSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await updateProfile(app.services, signedInUser(request), request.body);
      return toPublicUser(user);
    },
  );
};

export default profileRoutes;
