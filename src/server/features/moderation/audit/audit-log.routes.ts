import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import { auditLogPageSchema, auditLogQuerySchema } from '@/shared/contracts/moderation.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';
import { listAuditLog } from './audit-log.service.ts';

/** Every admin action, for admins to read and filter; nothing here edits it. */
const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    moderationPaths.auditLog,
    {
      onRequest: app.requireRole('Admin'),
      schema: {
        tags: ['moderation'],
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, ...errorResponses },
      },
    },
    async (request) => listAuditLog(app.db, request.query),
  );
};

export default auditLogRoutes;
