import type { FastifyReply } from 'fastify';
import { apiErrorSchema } from '@/shared/contracts/errors.ts';
import { z } from '@/shared/contracts/zod.ts';

/** The error answers every guarded JSON route may give, documented once for OpenAPI. */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export const noContent = z.null();

/**
 * Sends JSON that is already a string. Fastify sends it as it is, skipping the route's response
 * serializer, so the caller answers for it matching the route's schema.
 */
export function sendSerializedJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
