import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const reportsRoutes: FastifyPluginAsyncZod = async () => {};

export default reportsRoutes;
