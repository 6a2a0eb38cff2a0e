import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import { agreementPaths } from '@/shared/contracts/agreement-paths.ts';
import {
  agreementAcceptanceSchema,
  agreementSchema,
  putAgreementBodySchema,
} from '@/shared/contracts/agreements.ts';
import { apiErrorSchema } from '@/shared/contracts/errors.ts';
import { z } from '@/shared/contracts/zod.ts';
import { findAgreement, findMyAcceptance, setAgreement } from './agreements.service.ts';

const paramsSchema = z.object({ id: z.uuid() });

/**
 * Per builder: every version is kept for good (acceptances point at it), so a flood of edits
 * would store up to 20,000 characters each time. A builder rewrites their terms a few times.
 */
export const AGREEMENT_EDITS_PER_HOUR = 30;

const agreementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['agreements'];

  app.get(
    agreementPaths.listing(':id'),
    {
      schema: {
        tags,
        params: paramsSchema,
        response: { 200: agreementSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => findAgreement(app.db, request.params.id, request.user?.id ?? null),
  );

  app.put(
    agreementPaths.listing(':id'),
    {
      onRequest: app.requireRole('Builder'),
      config: {
        rateLimit: { max: AGREEMENT_EDITS_PER_HOUR, timeWindow: '1 hour', hook: 'preHandler' },
      },
      schema: {
        tags,
        params: paramsSchema,
        body: putAgreementBodySchema,
        response: { 200: agreementSchema, 204: noContent, ...errorResponses, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const current = await setAgreement(
        app.services,
        signedInUser(request),
        id,
        request.body.text,
      );
      return current ? current : reply.status(204).send(null);
    },
  );

  app.get(
    agreementPaths.myAcceptance(':id'),
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: paramsSchema,
        response: { 200: agreementAcceptanceSchema, ...errorResponses },
      },
    },
    async (request) => findMyAcceptance(app.db, request.params.id, signedInUser(request).id),
  );
};

export default agreementsRoutes;
