import { listingSchema } from './listings.ts';
import { z } from './zod.ts';

export const createSavedBodySchema = z.object({ softwareId: z.uuid() });

export const savedItemSchema = z.object({
  id: z.string().uuid(),
  softwareId: z.string().uuid(),
  userId: z.string().uuid(),
  createdAt: z.string(),
  software: listingSchema,
});
export type SavedItem = z.infer<typeof savedItemSchema>;
