import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from './app-error.ts';

/**
 * A preHandler that refuses a call once the e-mail address typed in its body has been mailed
 * `max` times in the hour, whoever sends it. Keyed on the address typed, new, known or not, so a
 * refusal tells nothing about who has an account; `scope` keeps each kind of mail's count apart.
 */
export function limitMailsPerTypedAddress(app: FastifyInstance, scope: string, max: number) {
  const limit = app.createRateLimit({
    max,
    timeWindow: '1 hour',
    keyGenerator: (request) => `${scope}:${(request.body as { email: string }).email}`,
  });
  return async (request: FastifyRequest) => {
    const verdict = await limit(request);
    if (!verdict.isAllowed && verdict.isExceeded)
      throw new TooManyRequestsError(verdict.ttlInSeconds);
  };
}
