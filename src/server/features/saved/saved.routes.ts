import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent, sendSerializedJson } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import { listingParamsSchema } from '@/shared/contracts/interests.ts';
import { createSavedBodySchema, savedItemSchema } from '@/shared/contracts/saved.ts';
import { savedPaths } from '@/shared/contracts/saved-paths.ts';
import { z } from '@/shared/contracts/zod.ts';
import { listSaved, saveListing, unsaveListing } from './saved.service.ts';
import { savedItemJson } from './saved-answer.ts';

const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['saved'];

  app.post(
    savedPaths.list,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        body: createSavedBodySchema,
        response: { 200: savedItemSchema, 201: savedItemSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const { save, created } = await saveListing(app.services, userId, request.body.softwareId);
      // Joined from a listing the database wrote in listingSchema's shape (shared-listing-json.ts).
      return sendSerializedJson(
        reply.status(created ? 201 : 200),
        await savedItemJson(app.listingReads, save),
      );
    },
  );

  app.get(
    savedPaths.list,
    {
      onRequest: app.requireUser,
      schema: { tags, response: { 200: z.array(savedItemSchema), ...errorResponses } },
    },
    async (request) => listSaved(app.db, signedInUser(request).id),
  );

  app.delete(
    savedPaths.byListing(':softwareId'),
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: listingParamsSchema,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await unsaveListing(app.services, signedInUser(request).id, request.params.softwareId);
      return reply.status(204).send(null);
    },
  );
};

export default savedRoutes;
