import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import { SESSION_COOKIE } from '@/shared/constants.ts';
import {
  accountExportSchema,
  deleteAccountBodySchema,
  exportFileName,
} from '@/shared/contracts/account-data.ts';
import { apiErrorSchema } from '@/shared/contracts/errors.ts';
import { authPaths } from '@/shared/contracts/session.ts';
import { deleteAccount } from './account-deletion.service.ts';
import { exportAccountData, type ReadNotificationChoices } from './account-export.service.ts';

/** The owner's own data: a copy to take away, and deleting the account. */
const accountDataRoutes: FastifyPluginAsyncZod<{
  readNotificationChoices: ReadNotificationChoices;
}> = async (app, { readNotificationChoices }) => {
  const tags = ['account'];

  app.get(
    authPaths.exportData,
    {
      onRequest: app.requireUser,
      // Every row held about the person, read at once: enough copies for anyone, not a load.
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags,
        response: { 200: accountExportSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // The app's clock, so what is shown of ratings is what the person sees elsewhere.
      const now = app.services.clock.now();
      reply.header('content-disposition', `attachment; filename="${exportFileName(now)}"`);
      // Personal data: no shared cache may keep a copy.
      reply.header('cache-control', 'no-store');
      return exportAccountData(app.db, signedInUser(request), readNotificationChoices, now);
    },
  );

  app.delete(
    authPaths.user,
    {
      onRequest: app.requireUser,
      // The password is checked here too: a borrowed session must not be a way to guess it.
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags,
        body: deleteAccountBodySchema,
        response: { 204: noContent, ...errorResponses, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.services, signedInUser(request), request.body);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    },
  );
};

export default accountDataRoutes;
