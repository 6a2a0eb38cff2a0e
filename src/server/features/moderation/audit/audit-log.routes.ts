import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const auditLogRoutes: FastifyPluginAsyncZod = async () => {};

export default auditLogRoutes;
