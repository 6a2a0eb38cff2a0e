import { z } from './zod.ts';

/** Probes for load balancers and orchestrators; outside /api, so they read no session. */
export const healthPaths = {
  live: '/healthz',
  ready: '/readyz',
} as const;

export const healthSchema = z.object({ status: z.literal('ok') });
export type Readiness = { ready: true } | { ready: false; reason: string };
