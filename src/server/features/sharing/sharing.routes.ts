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
import { shareMetaTags } from './share-meta.ts';
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
      if (!listing) throw notFound('Software not found');
      return listing;
    },
  );

  // The first HTML of a share page already names the listing, for link previews without JS.
  app.get(clientRoutes.share(':id'), { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const listing = z.uuid().safeParse(id).success ? await findPublicListing(app.db, id) : null;
    return listing
      ? reply.sendShell(200, shareMetaTags(listing, app.config.publicUrl))
      : reply.sendShell(404);
  });
};

export default sharingRoutes;
