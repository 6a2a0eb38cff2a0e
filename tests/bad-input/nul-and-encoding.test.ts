import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '@/server/plugins/security.ts';
import { hasNulSpot, nulAttempts, RUNS, variations } from './attempts.ts';
import { describeDatabaseAfterwards } from './database-afterwards.ts';
import { hasParam, title } from './endpoint.ts';
import { freshCookieOf, fx, setUpFixtures } from './fixtures.ts';
import { check, describeAnswer } from './requests.ts';
import { ENDPOINTS, endpointFor } from './routes.ts';
import { asJson, malformedPercent, notHeaderSafe, percentEncode, signedIn } from './values.ts';

/**
 * Text the database or an HTTP header cannot hold as it is: a NUL byte anywhere is refused and
 * named; a path outside printable ASCII travels percent-encoded; an escape that decodes to no
 * UTF-8 names no resource.
 */

setUpFixtures();

describe('NUL bytes in otherwise valid requests', () => {
  for (const route of ENDPOINTS.filter(hasNulSpot)) {
    it(`${title(route)} answers 400 naming the field`, async () => {
      await fc.assert(
        fc.asyncProperty(nulAttempts(route), async ({ attempt, field }) => {
          // A budget of its own: a 429 would answer before the body is looked at.
          const response = await check(route, attempt, await freshCookieOf(attempt.actor));
          expect(response.statusCode, describeAnswer(route, response)).toBe(400);
          expect(response.json()).toEqual({
            code: 'validation_failed',
            message: NUL_MESSAGE,
            errors: { [field]: NUL_MESSAGE },
          });
        }),
        { numRuns: RUNS },
      );
    });
  }
});

describe('percent-encoding', () => {
  it('a path parameter with a malformed escape answers 404 in the error shape, on every route', async () => {
    const cases = fc
      .constantFrom(...ENDPOINTS.filter(hasParam))
      .chain((route) => fc.tuple(fc.constant(route), variations(route, { id: malformedPercent })));
    await fc.assert(
      fc.asyncProperty(cases, async ([route, attempt]) => {
        const response = await check(route, attempt);
        expect(response.statusCode, describeAnswer(route, response)).toBe(404);
        expect(response.json()).toEqual({ code: 'not_found', message: 'Not found' });
      }),
      { numRuns: RUNS },
    );
  });

  it('a signed-in visit to /api/login is sent to a returnTo outside printable ASCII, percent-encoded', async () => {
    const login = endpointFor('GET', '/api/login');
    const cases = fc
      .tuple(fc.constantFrom('/', '/software/', '/messages?tab='), notHeaderSafe)
      .chain(([path, char]) =>
        variations(login, {
          actor: signedIn,
          query: fc.constant(`returnTo=${percentEncode(`${path}${char}`)}`),
        }).map((attempt) => ({ attempt, location: `${path}${percentEncode(char)}` })),
      );
    await fc.assert(
      fc.asyncProperty(cases, async ({ attempt, location }) => {
        const response = await check(login, attempt);
        expect(response.statusCode, describeAnswer(login, response)).toBe(302);
        expect(response.headers.location).toBe(location);
      }),
      { numRuns: RUNS },
    );
  });

  it('a short link to a path outside printable ASCII is refused, naming originalUrl', async () => {
    const shorten = endpointFor('POST', '/api/short-links');
    const body = fc
      .tuple(fc.constantFrom('/', '/share/', `/share/${fx.listing.id}`), notHeaderSafe)
      .map(([path, char]) => asJson({ originalUrl: `${path}${char}`, softwareId: fx.listing.id }));
    await fc.assert(
      fc.asyncProperty(variations(shorten, { body }), async (attempt) => {
        const response = await check(shorten, attempt, await freshCookieOf(attempt.actor));
        expect(response.statusCode, describeAnswer(shorten, response)).toBe(400);
        expect(Object.keys(response.json().errors)).toEqual(['originalUrl']);
      }),
      { numRuns: 10 },
    );
  });
});

describeDatabaseAfterwards();
