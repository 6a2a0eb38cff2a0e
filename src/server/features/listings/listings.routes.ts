import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent, sendSerializedJson } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import { apiErrorSchema } from '@/shared/contracts/errors.ts';
import { listingPaths } from '@/shared/contracts/listing-paths.ts';
import {
  createListingBodySchema,
  listingParamsSchema,
  listingSchema,
  listingsQuerySchema,
  listingsSchema,
  updateListingBodySchema,
  updateListingStatusBodySchema,
} from '@/shared/contracts/listings.ts';
import { readBrowsePageJson, readListingJson } from './browse/listing-reads.ts';
import { updateListing } from './listing-edit.service.ts';
import {
  createListing,
  deleteListing,
  findBuilderListings,
  setListingStatus,
} from './listings.service.ts';

const errors = errorResponses;

/**
 * Per builder. Every process indexes each listing's words, so a flood of posts or edits costs
 * every process's memory and time; a builder posts a few listings and edits each a few times.
 * Counted once the body is valid: a form refused for a typo spends nothing.
 */
export const LISTING_POSTS_PER_HOUR = 30;
export const LISTING_EDITS_PER_HOUR = 120;
const limitPerHour = (max: number) =>
  ({ rateLimit: { max, timeWindow: '1 hour', hook: 'preHandler' } }) as const;

const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const builderOnly = app.requireRole('Builder');
  const reads = app.listingReads;

  app.get(
    listingPaths.list,
    {
      schema: {
        tags: ['listings'],
        querystring: listingsQuerySchema,
        response: { 200: listingsSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { json, nextCursor } = await readBrowsePageJson(
        reads,
        request.user?.id ?? null,
        request.query,
      );
      if (nextCursor) {
        const params = new URLSearchParams();
        for (const key of ['category', 'platform', 'search'] as const) {
          const value = request.query[key];
          if (value) params.set(key, value);
        }
        if (request.query.sort !== 'newest') params.set('sort', request.query.sort);
        params.set('limit', String(request.query.limit));
        params.set('cursor', nextCursor);
        reply.header('Link', `<${listingPaths.list}?${params}>; rel="next"`);
      }
      // Joined from listings the database wrote in listingSchema's shape (shared-listing-json.ts).
      return sendSerializedJson(reply, json);
    },
  );

  app.get(
    listingPaths.one(':id'),
    {
      schema: {
        tags: ['listings'],
        params: listingParamsSchema,
        response: { 200: listingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const json = await readListingJson(reads, request.params.id, request.user?.id ?? null);
      // Joined from listings the database wrote in listingSchema's shape (shared-listing-json.ts).
      return sendSerializedJson(reply, json);
    },
  );

  app.post(
    listingPaths.list,
    {
      onRequest: builderOnly,
      config: limitPerHour(LISTING_POSTS_PER_HOUR),
      schema: {
        tags: ['listings'],
        body: createListingBodySchema,
        response: { 201: listingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const listing = await createListing(app.services, signedInUser(request), request.body);
      return reply.status(201).send(listing);
    },
  );

  app.put(
    listingPaths.one(':id'),
    {
      onRequest: builderOnly,
      schema: {
        tags: ['listings'],
        params: listingParamsSchema,
        body: updateListingStatusBodySchema,
        response: { 200: listingSchema, ...errors },
      },
    },
    async (request) =>
      setListingStatus(app.services, signedInUser(request), request.params.id, request.body.status),
  );

  // The spec's PUT changes the status alone; an edit names any of the fields a post has.
  app.patch(
    listingPaths.one(':id'),
    {
      onRequest: builderOnly,
      config: limitPerHour(LISTING_EDITS_PER_HOUR),
      schema: {
        tags: ['listings'],
        params: listingParamsSchema,
        body: updateListingBodySchema,
        response: { 200: listingSchema, ...errors },
      },
    },
    async (request) =>
      updateListing(app.services, signedInUser(request), request.params.id, request.body),
  );

  app.delete(
    listingPaths.one(':id'),
    {
      onRequest: builderOnly,
      schema: {
        tags: ['listings'],
        params: listingParamsSchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await deleteListing(app.services, signedInUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    listingPaths.builderList,
    {
      onRequest: builderOnly,
      schema: { tags: ['listings'], response: { 200: listingsSchema, ...errors } },
    },
    async (request) => findBuilderListings(app.db, signedInUser(request)),
  );
};

export default listingsRoutes;
