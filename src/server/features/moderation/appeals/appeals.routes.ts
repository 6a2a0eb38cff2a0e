import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const appealsRoutes: FastifyPluginAsyncZod = async () => {};

export default appealsRoutes;
