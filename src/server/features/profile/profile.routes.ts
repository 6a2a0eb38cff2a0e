import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSchema } from '../../../shared/contracts/auth.ts';
import { apiErrorSchema } from '../../../shared/contracts/errors.ts';
import { updateProfileBodySchema } from '../../../shared/contracts/profile.ts';
import { authPaths } from '../../../shared/contracts/session.ts';
import { toPublicUser } from '../../lib/public-user.ts';
import { signedInUser } from '../../plugins/auth.ts';
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
