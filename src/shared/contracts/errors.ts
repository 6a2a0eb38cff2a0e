import { z } from './zod.ts';

/** Every non-2xx answer of the API has this shape (DESIGN.md section 5). */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
