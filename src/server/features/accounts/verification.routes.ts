import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPublicUser } from '@/server/lib/public-user.ts';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import { userSchema } from '@/shared/contracts/auth.ts';
import { apiErrorSchema } from '@/shared/contracts/errors.ts';
import { authPaths } from '@/shared/contracts/session.ts';
import {
  resendVerificationResponseSchema,
  verifyEmailBodySchema,
} from '@/shared/contracts/verification.ts';
import { registeredHere } from './registering-browser.ts';
import { resendVerificationLink, verifyEmail } from './verification.service.ts';
import { verificationSettings } from './verification-settings.ts';

const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = verificationSettings(app);
  const tags = ['auth'];

  // The token is the credential: whoever opens the link proves the address. The signed-out
  // browser that registered the address is signed in as its account: that is how a new account's
  // first session starts. Any other browser only verifies (registering-browser.ts says why); one
  // signed in already, as anyone, stays as it is.
  app.post(
    authPaths.verifyEmail,
    {
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags,
        body: verifyEmailBodySchema,
        // 403: the address is proved, but a suspended account is not signed in.
        response: {
          200: userSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await verifyEmail(app.services, request.body.token, settings.adminEmails);
      if (!request.user && registeredHere(request, reply, user.email ?? ''))
        await reply.signIn({ userId: user.id });
      return toPublicUser(user);
    },
  );

  app.post(
    authPaths.resendVerification,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        response: {
          200: resendVerificationResponseSchema,
          ...errorResponses,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => resendVerificationLink(app.db, signedInUser(request), settings),
  );
};

export default verificationRoutes;
