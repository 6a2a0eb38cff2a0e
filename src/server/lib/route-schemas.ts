import { apiErrorSchema } from '../../shared/contracts/errors.ts';
import { z } from '../../shared/contracts/zod.ts';

/** The error answers every guarded JSON route may give, documented once for OpenAPI. */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export const noContent = z.null();
