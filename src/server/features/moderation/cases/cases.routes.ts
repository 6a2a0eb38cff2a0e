import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const casesRoutes: FastifyPluginAsyncZod = async () => {};

export default casesRoutes;
