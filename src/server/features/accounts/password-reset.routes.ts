import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { heldMailLog } from '@/server/features/mail/outbox.ts';
import { limitMailsPerTypedAddress } from '@/server/lib/mails-per-typed-address.ts';
import { toPublicUser } from '@/server/lib/public-user.ts';
import { byAddress } from '@/server/lib/rate-limit-keys.ts';
import { noContent } from '@/server/lib/route-schemas.ts';
import { userSchema } from '@/shared/contracts/auth.ts';
import { apiErrorSchema } from '@/shared/contracts/errors.ts';
import {
  checkResetLinkBodySchema,
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  resetPasswordBodySchema,
} from '@/shared/contracts/password-reset.ts';
import { authPaths } from '@/shared/contracts/session.ts';
import { checkResetLink, requestPasswordReset, resetPassword } from './password-reset.service.ts';

const errorResponses = { 400: apiErrorSchema, 429: apiErrorSchema };

/** Reset links one address may have mailed to it in an hour: enough for a lost mail or two. */
export const RESET_MAILS_PER_ADDRESS = 5;

const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = {
    publicUrl: app.config.publicUrl,
    adminEmails: app.config.adminEmails,
    logHeld: heldMailLog(app.config, (details, message) => app.log.info(details, message)),
  };
  const mailLimit = limitMailsPerTypedAddress(app, 'reset-mail', RESET_MAILS_PER_ADDRESS);

  // The reset mail is looked up and queued after the answer has gone, so how long the answer
  // takes does not tell an account that exists from one that does not. Close waits for them.
  const queued = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(queued);
  });
  const afterAnswering = (work: () => Promise<void>) => {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((err: unknown) => app.log.error({ err }, 'password reset mail failed'))
      .finally(() => queued.delete(task));
    queued.add(task);
  };

  app.post(
    authPaths.forgotPassword,
    {
      config: { rateLimit: { max: 20, timeWindow: '1 hour', keyGenerator: byAddress } },
      preHandler: mailLimit,
      schema: {
        tags: ['auth'],
        body: forgotPasswordBodySchema,
        response: { 202: forgotPasswordResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      afterAnswering(() => requestPasswordReset(app.db, email, settings));
      return reply.status(202).send({ message: FORGOT_PASSWORD_MESSAGE });
    },
  );

  // Asked once each time the reset screen opens; the cap keeps it from testing tokens in bulk.
  app.post(
    authPaths.checkResetLink,
    {
      config: { rateLimit: { max: 30, timeWindow: '15 minutes', keyGenerator: byAddress } },
      schema: {
        tags: ['auth'],
        body: checkResetLinkBodySchema,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await checkResetLink(app.db, request.body.token);
      return reply.status(204).send(null);
    },
  );

  app.post(
    authPaths.resetPassword,
    {
      config: { rateLimit: { max: 30, timeWindow: '15 minutes', keyGenerator: byAddress } },
      schema: {
        tags: ['auth'],
        body: resetPasswordBodySchema,
        // 403: the password is changed, but a suspended account is not signed in.
        response: { 200: userSchema, 403: apiErrorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await resetPassword(app.services, request.body, settings);
      await reply.signIn({ userId: user.id });
      return toPublicUser(user);
    },
  );
};

export default passwordResetRoutes;
