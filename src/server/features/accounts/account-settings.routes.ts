import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { heldMailLog } from '@/server/features/mail/outbox.ts';
import { TooManyRequestsError, unauthorized } from '@/server/lib/app-error.ts';
import { toPublicUser } from '@/server/lib/public-user.ts';
import { errorResponses, noContent } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import {
  accountSettingsPaths,
  cancelEmailChangeBodySchema,
  changeEmailBodySchema,
  changeEmailResponseSchema,
  changeNameBodySchema,
  changePasswordBodySchema,
  confirmEmailChangeBodySchema,
  confirmEmailChangeResponseSchema,
  emailChangeRequestedMessage,
  profilePictureBodySchema,
} from '@/shared/contracts/account-settings.ts';
import { userSchema } from '@/shared/contracts/auth.ts';
import { apiErrorSchema } from '@/shared/contracts/errors.ts';
import { changeName, removeProfilePicture, setProfilePicture } from './account-settings.service.ts';
import { confirmEmailChange, requestEmailChange } from './change-email.service.ts';
import { changePassword } from './change-password.service.ts';
import { cancelEmailChange } from './email-change-cancel.ts';

const tags = ['account settings'];
const guardedResponses = { ...errorResponses, 429: apiErrorSchema };

const accountSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const logHeld = heldMailLog(app.config, (details, message) => app.log.info(details, message));
  // Each check of the password costs an argon2 verification and is a guess for whoever holds a
  // stolen session: a handful per quarter hour per account is plenty for the owner.
  const passwordChecks = app.createRateLimit({
    max: 10,
    timeWindow: '15 minutes',
    keyGenerator: (request) => `password-check:${request.user?.id}`,
  });
  const throttlePasswordChecks = async (request: FastifyRequest) => {
    const limit = await passwordChecks(request);
    if (!limit.isAllowed && limit.isExceeded) throw new TooManyRequestsError(limit.ttlInSeconds);
  };

  app.put(
    accountSettingsPaths.name,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        body: changeNameBodySchema,
        response: { 200: userSchema, ...errorResponses },
      },
    },
    async (request) =>
      toPublicUser(await changeName(app.services, signedInUser(request).id, request.body)),
  );

  app.post(
    accountSettingsPaths.changePassword,
    {
      onRequest: app.requireUser,
      preHandler: throttlePasswordChecks,
      schema: {
        tags,
        body: changePasswordBodySchema,
        response: { 204: noContent, ...guardedResponses },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const session = request.session;
      if (!session) throw unauthorized();
      await changePassword(app.services, user.id, session.sid, request.body);
      // The session that made the change goes on under a new id, as after a sign-in.
      await reply.signIn({ ...session.data, userId: user.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    accountSettingsPaths.changeEmail,
    {
      onRequest: app.requireUser,
      preHandler: throttlePasswordChecks,
      schema: {
        tags,
        body: changeEmailBodySchema,
        response: { 202: changeEmailResponseSchema, ...guardedResponses },
      },
    },
    async (request, reply) => {
      const { publicUrl, sessionSecret: secret } = app.config;
      const settings = { publicUrl, secret, logHeld };
      await requestEmailChange(app.services, signedInUser(request).id, request.body, settings);
      return reply
        .status(202)
        .send({ message: emailChangeRequestedMessage(request.body.newEmail) });
    },
  );

  // The link may be opened in any browser, signed in as anyone or not at all: the token decides.
  app.post(
    accountSettingsPaths.confirmEmailChange,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        body: confirmEmailChangeBodySchema,
        response: { 200: confirmEmailChangeResponseSchema, ...guardedResponses },
      },
    },
    async (request) => {
      const { email } = await confirmEmailChange(
        app.services,
        request.body.token,
        app.config.adminEmails,
      );
      return { email };
    },
  );

  // The notice to the old address carries this link: the token proves the mailbox, not a session.
  app.post(
    accountSettingsPaths.cancelEmailChange,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        body: cancelEmailChangeBodySchema,
        response: { 204: noContent, ...guardedResponses },
      },
    },
    async (request, reply) => {
      await cancelEmailChange(app.db, app.config.sessionSecret, request.body.token);
      return reply.status(204).send(null);
    },
  );

  app.put(
    accountSettingsPaths.profilePicture,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        body: profilePictureBodySchema,
        response: { 200: userSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return toPublicUser(
        await setProfilePicture(app.services, user, request.body.profileImageUrl),
      );
    },
  );

  app.delete(
    accountSettingsPaths.profilePicture,
    {
      onRequest: app.requireUser,
      schema: { tags, response: { 200: userSchema, ...errorResponses } },
    },
    async (request) =>
      toPublicUser(await removeProfilePicture(app.services, signedInUser(request))),
  );
};

export default accountSettingsRoutes;
