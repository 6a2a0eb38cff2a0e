import { ERROR_CODES } from './error-codes.ts';
import { z } from './zod.ts';

/**
 * Every non-2xx answer of the API has this shape (DESIGN.md section 5). `code` is what a client
 * decides by; `message` is for people; `errors` names the fields a refusal is about.
 */
export const apiErrorSchema = z
  .object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;
