import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import { devicePaths } from '@/shared/contracts/device-paths.ts';
import {
  createDeviceBodySchema,
  deviceParamsSchema,
  deviceSchema,
  devicesSchema,
} from '@/shared/contracts/devices.ts';
import { addDevice, listMyDevices, removeDevice } from './devices.service.ts';

/** The devices a person tests on; any role may keep them, as a builder tests others' betas too. */
const devicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['devices'];

  app.get(
    devicePaths.mine,
    {
      onRequest: app.requireUser,
      schema: { tags, response: { 200: devicesSchema, ...errorResponses } },
    },
    async (request) => listMyDevices(app.db, signedInUser(request).id),
  );

  app.post(
    devicePaths.mine,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        body: createDeviceBodySchema,
        response: { 201: deviceSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addDevice(app.services, signedInUser(request).id, request.body)),
  );

  app.delete(
    devicePaths.one(':id'),
    {
      onRequest: app.requireUser,
      schema: { tags, params: deviceParamsSchema, response: { 204: noContent, ...errorResponses } },
    },
    async (request, reply) => {
      await removeDevice(app.services, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default devicesRoutes;
