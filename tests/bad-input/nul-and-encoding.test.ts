import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../../src/server/plugins/security.ts';
import { hasNulSpot, nulAttempts, RUNS, variations } from './attempts.ts';
import { describeDatabaseAfterwards } from './database-afterwards.ts';
import { hasParam, title } from './endpoint.ts';
import { freshCookieOf, fx, setUpFixtures } from './fixtures.ts';
import { check, describeAnswer } from './requests.ts';
import { ENDPOINTS, endpointFor } from './routes.ts';
import { malformedPercent, notHeaderSafe, percentEncode, signedIn } from './values.ts';

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
        expect(response.json()).toEqual({ message: 'Not found' });
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

  it('a short link to a same-site path outside printable ASCII is created, and redirects there percent-encoded', async () => {
    const shortenAndFollow = async (originalUrl: string, softwareId: string) => {
      // A fresh creator each time: one link per (creator, listing) would otherwise be reused.
      const cookie = (await freshCookieOf('tester')) as string;
      const created = await fx.t.app.inject({
        method: 'POST',
        url: '/api/short-links',
        headers: { cookie },
        payload: { originalUrl, softwareId },
      });
      expect(created.statusCode, created.body).toBe(200);
      return fx.t.app.inject({ method: 'GET', url: `/s/${created.json().shortCode}` });
    };

    const followed = await shortenAndFollow('/Ā', fx.listing.id);
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/%C4%80');

    const listings = fc.constantFrom(fx.listing.id, fx.othersListing.id, fx.spareListing.id);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/', '/share/'),
        notHeaderSafe,
        listings,
        async (path, char, softwareId) => {
          const response = await shortenAndFollow(`${path}${char}`, softwareId);
          expect(response.statusCode, response.body).toBe(302);
          expect(response.headers.location).toBe(`${path}${percentEncode(char)}`);
        },
      ),
      { numRuns: 10 },
    );
  });
});

describeDatabaseAfterwards();
