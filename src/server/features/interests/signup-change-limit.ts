import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '@/server/lib/app-error.ts';
import { signedInUser } from '@/server/plugins/auth.ts';

/**
 * Joins and leaves one tester may make on one listing in an hour. A person joins a beta, perhaps
 * leaves it, perhaps changes their mind once more; ten changes in an hour is a script's pace, and
 * each join rings the builder's bell and each leave may move the waitlist up.
 */
export const SIGNUP_CHANGES_PER_HOUR = 10;

/** The listing a join (its body) or a leave (its path) is about. */
const listingOf = (request: FastifyRequest) =>
  (request.params as { softwareId?: string }).softwareId ??
  (request.body as { softwareId: string }).softwareId;

/**
 * A budget per tester and listing that only changes spend: joining a beta one holds, or leaving
 * one one does not, changes nothing and tells no one, so it is free. That keeps a flood of join
 * and leave cycles off one builder without refusing loads of other kinds: many testers joining
 * many listings, or one tester's repeated join, each answered from the signup that stands.
 * Joins and leaves share the budget: `check` before the change, `spend` once it happened.
 */
export function signupChangeLimit(app: FastifyInstance) {
  const limit = app.createRateLimit({
    max: SIGNUP_CHANGES_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request) => `signup:${signedInUser(request).id}:${listingOf(request)}`,
  });
  return {
    check: async (request: FastifyRequest) => {
      const budget = await limit(request, { increment: false });
      if (!budget.isAllowed && budget.remaining === 0)
        throw new TooManyRequestsError(budget.ttlInSeconds);
    },
    spend: async (request: FastifyRequest) => {
      await limit(request);
    },
  };
}
