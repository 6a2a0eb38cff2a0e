import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import { listingParamsSchema } from '@/shared/contracts/listings.ts';
import {
  appealBodySchema,
  listingHideListSchema,
  listingHideSchema,
} from '@/shared/contracts/moderation.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';
import { appealListingHide, findListingHide, listMyHiddenListings } from './appeals.service.ts';

const appealsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const tags = ['moderation'];

  app.get(
    moderationPaths.listingHide(':id'),
    {
      schema: {
        tags,
        params: listingParamsSchema,
        response: { 200: listingHideSchema, ...errorResponses },
      },
    },
    async (request) => findListingHide(app.db, signedInUser(request), request.params.id),
  );

  app.get(
    moderationPaths.myHiddenListings,
    { schema: { tags, response: { 200: listingHideListSchema, ...errorResponses } } },
    async (request) => listMyHiddenListings(app.db, signedInUser(request)),
  );

  app.post(
    moderationPaths.listingAppeal(':id'),
    {
      schema: {
        tags,
        params: listingParamsSchema,
        body: appealBodySchema,
        response: { 200: listingHideSchema, ...errorResponses },
      },
    },
    async (request) =>
      appealListingHide(
        app.services,
        signedInUser(request),
        request.params.id,
        request.body.message,
      ),
  );
};

export default appealsRoutes;
