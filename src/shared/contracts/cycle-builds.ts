import {
  BUILD_FIXES_MAX,
  BUILD_NOTES_MAX_LENGTH,
  BUILD_VERSION_MAX_LENGTH,
} from './cycle-rules.ts';
import { z } from './zod.ts';

/**
 * POST /api/cycles/{id}/builds: a build the builder shipped to the cycle's testers. The reports it
 * names move to Fixed and their reporters are asked to verify; every tester is told to update.
 */
export const createBuildBodySchema = z.object({
  version: z.string().trim().min(1, 'Required').max(BUILD_VERSION_MAX_LENGTH),
  notes: z.string().trim().max(BUILD_NOTES_MAX_LENGTH).default(''),
  /** Reports on the cycle's listing this build fixes. */
  fixes: z
    .array(z.uuid())
    .max(BUILD_FIXES_MAX)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, 'Name each report once'),
});
export type CreateBuildBody = z.infer<typeof createBuildBodySchema>;
export type CreateBuildInput = z.input<typeof createBuildBodySchema>;

export const buildFixSchema = z.object({
  feedbackId: z.uuid(),
  title: z.string(),
  /** The report's status now: Fixed at first, Verified or Reopened once its reporter says. */
  status: z.string(),
});

export const cycleBuildSchema = z.object({
  id: z.uuid(),
  cycleId: z.uuid(),
  version: z.string(),
  notes: z.string(),
  /** The cycle date it was posted on, and that date's day number. */
  postedOn: z.string(),
  day: z.number().int(),
  fixes: z.array(buildFixSchema),
  createdAt: z.string(),
});
export type CycleBuild = z.infer<typeof cycleBuildSchema>;
