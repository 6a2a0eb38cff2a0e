import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitMailsPerTypedAddress } from '@/server/lib/mails-per-typed-address.ts';
import { byAddress } from '@/server/lib/rate-limit-keys.ts';
import {
  REGISTRATION_STARTED_MESSAGE,
  registerBodySchema,
  registerResponseSchema,
} from '@/shared/contracts/auth.ts';
import { apiErrorSchema } from '@/shared/contracts/errors.ts';
import { authPaths } from '@/shared/contracts/session.ts';
import { markRegisteringBrowser } from './registering-browser.ts';
import { requestRegistration } from './registration.service.ts';
import { verificationSettings } from './verification-settings.ts';

// The same answers as sign-in's: 503 is more passwords to hash than auth's hashing gate takes.
const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};

/** Registration mails one address may be sent in an hour: enough for a lost mail or two. */
export const REGISTRATION_MAILS_PER_ADDRESS = 5;

const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const verification = verificationSettings(app);
  const mailLimit = limitMailsPerTypedAddress(app, 'register-mail', REGISTRATION_MAILS_PER_ADDRESS);
  // No session: the mailed link signs the new account in, so the answer cannot differ. Signing
  // in with the password still works before the link is opened: refusing it would lock out every
  // account made before this rule that never opened its link. A probe can then tell a new
  // address from a taken one only by creating the account, which mails the address's owner, who
  // takes the address back with a password reset.
  app.post(
    authPaths.register,
    {
      config: { rateLimit: { max: 100, timeWindow: '1 hour', keyGenerator: byAddress } },
      preHandler: mailLimit,
      schema: {
        tags: ['auth'],
        body: registerBodySchema,
        response: { 202: registerResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await requestRegistration(app.db, request.body, verification);
      markRegisteringBrowser(
        reply,
        request.body.email,
        app.config.publicUrl.startsWith('https://'),
      );
      return reply.status(202).send({ message: REGISTRATION_STARTED_MESSAGE });
    },
  );
};

export default registrationRoutes;
