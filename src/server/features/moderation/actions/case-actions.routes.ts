import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const caseActionsRoutes: FastifyPluginAsyncZod = async () => {};

export default caseActionsRoutes;
