import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound, TooManyRequestsError } from '@/server/lib/app-error.ts';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import { IMAGE_MAX_BYTES } from '@/shared/constants.ts';
import { apiErrorSchema } from '@/shared/contracts/errors.ts';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  imagePaths,
  listingImageBodySchema,
  listingImageResponseSchema,
  requestUploadResponseSchema,
} from '@/shared/contracts/images.ts';
import { z } from '@/shared/contracts/zod.ts';
import {
  admitUpload,
  createUploadUrl,
  findImage,
  processListingImage,
  storeUpload,
} from './images.service.ts';
import { createUploadSlots } from './upload-slots.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
export const UPLOADS_PER_HOUR = 100;
/** The post form sends one file at a time; an office behind one address, a few people's worth. */
const UPLOADS_IN_FLIGHT = { perUser: 2, perAddress: 8 };

const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const slots = createUploadSlots(UPLOADS_IN_FLIGHT);

  app.post(
    imagePaths.requestUpload,
    {
      onRequest: app.requireUser,
      // Every upload URL can cost a full image decode; a person posting listings needs a handful.
      config: { rateLimit: { max: UPLOADS_PER_HOUR, timeWindow: '1 hour' } },
      schema: {
        tags: ['images'],
        response: { 200: requestUploadResponseSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => ({ uploadURL: await createUploadUrl(app.db, signedInUser(request).id) }),
  );

  // The raw file arrives as the whole body, whatever type it claims; its bytes decide.
  await app.register(async (plugin) => {
    const uploads = plugin.withTypeProvider<ZodTypeProvider>();
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    uploads.put(
      `${imagePaths.upload(':token')}`,
      {
        // Before the body is read: who sends it, to which URL, and how many they have in flight.
        onRequest: [
          app.requireUser,
          async (request, reply) => {
            const { token } = request.params as { token: string };
            const userId = signedInUser(request).id;
            await admitUpload(app.db, token, userId);
            const release = slots.take(userId, request.ip);
            if (!release) throw new TooManyRequestsError(1, 'uploads at once');
            reply.raw.once('close', release);
            // A sender gone while the URL was being checked closed the response before anyone
            // listened: the slot must not outlive them.
            if (request.raw.destroyed || reply.raw.destroyed) release();
          },
        ],
        schema: {
          hide: true,
          params: z.object({ token: z.string().min(20).max(100) }),
        },
        errorHandler: (error, _request, reply) => {
          if ((error as { statusCode?: number }).statusCode === 413) {
            return reply
              .status(413)
              .send({ code: 'image_too_large', message: IMAGE_TOO_LARGE_MESSAGE });
          }
          throw error;
        },
      },
      async (request, reply) => {
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0)
          throw new AppError(400, 'bad_request', 'Send the image file as the body');
        await storeUpload(app.db, request.params.token, signedInUser(request).id, body);
        return reply.status(200).send({ message: 'Uploaded' });
      },
    );
  });

  app.put(
    imagePaths.listingImages,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['images'],
        body: listingImageBodySchema,
        response: { 200: listingImageResponseSchema, 422: apiErrorSchema, ...errorResponses },
      },
    },
    async (request) => ({
      objectPath: await processListingImage(
        app.db,
        signedInUser(request).id,
        request.body.imageURL,
      ),
    }),
  );

  const routes = [
    ['/objects/:id', 'full'],
    ['/objects/:id/card', 'card'],
  ] as const;
  for (const [path, size] of routes) {
    app.get(
      path,
      { schema: { hide: true, params: z.object({ id: z.uuid() }) } },
      async (request, reply) => {
        const { id } = request.params;
        const image = await findImage(app.db, id, size);
        if (!image) throw notFound('image_not_found', 'Image not found');
        return reply
          .header('Content-Type', image.contentType)
          .header('Cache-Control', IMMUTABLE)
          .send(image.bytes);
      },
    );
  }
};

export default imagesRoutes;
