import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '@/server/db/client.ts';
import type { MailSample } from '@/server/features/mail/mail-samples.ts';
import { type HeldMailLog, heldMailLog, listOutbox } from '@/server/features/mail/outbox.ts';
import { recordAudit } from '@/server/lib/audit-log.ts';
import { toPublicUser } from '@/server/lib/public-user.ts';
import { errorResponses, noContent } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import {
  adminPaths,
  adminUserListSchema,
  type DigestPreview,
  digestPreviewSchema,
  digestSendResponseSchema,
  outboxItemSchema,
  removeForAbuseBodySchema,
  sendEmailBodySchema,
  sendEmailResponseSchema,
  updateRoleBodySchema,
  userIdParamsSchema,
} from '@/shared/contracts/admin.ts';
import { userSchema } from '@/shared/contracts/auth.ts';
import { z } from '@/shared/contracts/zod.ts';
import { removeForAbuse } from './abuse-removal.service.ts';
import { changeUserRole, listUsers, sendAdminEmail } from './admin.service.ts';
import mailPreviewRoutes from './mail-preview.routes.ts';

/** What the app hands the admin routes of features that admin does not import. */
interface AdminRoutesOptions {
  /** Every feature's mail samples, for the template preview. */
  mailSamples: readonly MailSample[];
  /** The weekly digest's preview and its sending now, which the digest feature owns. */
  digest: {
    preview: (db: Database) => Promise<DigestPreview>;
    send: (
      db: Database,
      settings: { publicUrl: string; sessionSecret: string; logHeld?: HeldMailLog },
    ) => Promise<z.infer<typeof digestSendResponseSchema>>;
  };
}

const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (
  app,
  { mailSamples, digest },
) => {
  // Every route here is for admins only.
  app.addHook('onRequest', app.requireRole('Admin'));
  const tags = ['admin'];
  const logHeld = heldMailLog(app.config, (details, message) => app.log.info(details, message));
  // Mail is held exactly when there is a held-mail log: one answer to "is SMTP_URL set?".
  const held = logHeld !== undefined;

  app.get(
    adminPaths.users,
    { schema: { tags, response: { 200: adminUserListSchema, ...errorResponses } } },
    async () => (await listUsers(app.db)).map(toPublicUser),
  );

  app.patch(
    adminPaths.userRole(':userId'),
    {
      schema: {
        tags,
        params: userIdParamsSchema,
        body: updateRoleBodySchema,
        response: { 200: userSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const user = await changeUserRole(
        app.services,
        signedInUser(request),
        userId,
        request.body.role,
      );
      return toPublicUser(user);
    },
  );

  app.post(
    adminPaths.removeForAbuse(':userId'),
    {
      schema: {
        tags,
        params: userIdParamsSchema,
        body: removeForAbuseBodySchema,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeForAbuse(
        app.services,
        signedInUser(request),
        request.params.userId,
        request.body,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    adminPaths.sendEmail,
    {
      schema: {
        tags,
        body: sendEmailBodySchema,
        response: { 200: sendEmailResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      queued: await sendAdminEmail(app.db, signedInUser(request), request.body, {
        publicUrl: app.config.publicUrl,
        logHeld,
      }),
      held,
    }),
  );

  app.get(
    adminPaths.outbox,
    { schema: { tags, response: { 200: z.array(outboxItemSchema), ...errorResponses } } },
    async () => listOutbox(app.db, { held }),
  );

  app.get(
    adminPaths.digestPreview,
    { schema: { tags, response: { 200: digestPreviewSchema, ...errorResponses } } },
    async () => digest.preview(app.db),
  );

  app.post(
    adminPaths.digestSend,
    { schema: { tags, response: { 200: digestSendResponseSchema, ...errorResponses } } },
    async (request) => {
      const result = await digest.send(app.db, { ...app.config, logHeld });
      await recordAudit(app.db, {
        actorId: signedInUser(request).id,
        action: 'digest.sent',
        details: result,
      });
      return result;
    },
  );

  await app.register(mailPreviewRoutes, { samples: mailSamples });
};

export default adminRoutes;
