import { z } from './zod.ts';

/** Probes for load balancers and orchestrators; outside /api, so they read no session. */
export const healthPaths = {
  live: '/healthz',
  ready: '/readyz',
} as const;

export const healthSchema = z.object({ status: z.literal('ok') });
/**
 * Why a process is not ready: `reason` is what the public probe answers; `detail` (the driver's
 * words, the missing migration) goes only to the log, since it can name hosts and users.
 */
export type Readiness = { ready: true } | { ready: false; reason: string; detail?: string };
