import { z } from './zod.ts';

/** Probes for load balancers and orchestrators; outside /api, so they read no session. */
export const healthPaths = {
  live: '/healthz',
  ready: '/readyz',
} as const;

export const healthSchema = z.object({ status: z.literal('ok') });

/** Where this process's search reads: its index in memory, or the database, and why. */
const searchSourceSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('index'),
    listings: z.number().int(),
    memoryMb: z.number().int(),
    budgetMb: z.number().int(),
  }),
  z.object({
    source: z.literal('database'),
    reason: z.enum(['loading', 'over memory budget', 'SEARCH_INDEX is database']),
    budgetMb: z.number().int().optional(),
  }),
]);
export type SearchSource = z.infer<typeof searchSourceSchema>;

/** A ready process says how it serves what degrades rather than fails. */
export const readinessSchema = healthSchema.extend({
  details: z.object({ search: searchSourceSchema }),
});
/**
 * Why a process is not ready: `reason` is what the public probe answers; `detail` (the driver's
 * words, the missing migration) goes only to the log, since it can name hosts and users.
 */
export type Readiness = { ready: true } | { ready: false; reason: string; detail?: string };
