import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '@/server/lib/app-error.ts';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import {
  createShortLinkBodySchema,
  publicListingSchema,
  shortLinkSchema,
} from '@/shared/contracts/sharing.ts';
import { sharingPaths } from '@/shared/contracts/sharing-paths.ts';
import { z } from '@/shared/contracts/zod.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { shareBody, shareMetaTags } from './share-meta.ts';
import { createShortLink, findPublicListing, followShortLink } from './sharing.service.ts';

const idParams = z.object({ id: z.uuid() });

const sharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['sharing'];

  app.post(
    sharingPaths.shortLinks,
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        body: createShortLinkBodySchema,
        response: { 200: shortLinkSchema, ...errorResponses },
      },
    },
    async (request) => {
      const shortCode = await createShortLink(
        app.db,
        signedInUser(request).id,
        request.body,
        new URL(app.config.publicUrl).origin,
      );
      return { shortCode, shortUrl: `${app.config.publicUrl}${clientRoutes.shortLink(shortCode)}` };
    },
  );

  app.get(
    clientRoutes.shortLink(':code'),
    {
      // Codes are unguessable; a cap per address keeps anyone from walking the code space.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { hide: true, params: z.object({ code: z.string().max(32) }) },
    },
    async (request, reply) => {
      const target = await followShortLink(app.db, request.params.code);
      return target ? reply.redirect(target, 302) : reply.sendShell(404);
    },
  );

  app.get(
    sharingPaths.publicListing(':id'),
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: publicListingSchema, 404: errorResponses[404] },
      },
    },
    async (request) => {
      const listing = await findPublicListing(app.db, request.params.id);
      if (!listing) throw notFound('listing_not_found', 'Software not found');
      return listing;
    },
  );

  // Pages read without JavaScript too, by crawlers and link previews: a listing that is not there
  // is a 404 to them, while people still see the SPA's own "Software Not Found".
  const listingOfPage = (id: string) =>
    z.uuid().safeParse(id).success ? findPublicListing(app.db, id) : Promise.resolve(null);

  // Any id is a page: one the API would refuse gets the 404 page, never a JSON 400.
  const pageSchema = { hide: true, params: z.object({ id: z.string() }) };

  // The first HTML of a share page already names the listing, for link previews without JS.
  app.get(clientRoutes.share(':id'), { schema: pageSchema }, async (request, reply) => {
    const listing = await listingOfPage(request.params.id);
    return listing
      ? reply.sendShell(200, shareMetaTags(listing, app.config.publicUrl), shareBody(listing))
      : reply.sendShell(404);
  });

  app.get(clientRoutes.listing(':id'), { schema: pageSchema }, async (request, reply) => {
    const listing = await listingOfPage(request.params.id);
    return reply.sendShell(listing ? 200 : 404);
  });
};

export default sharingRoutes;
