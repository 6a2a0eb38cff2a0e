import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attempts, RUNS } from './attempts.ts';
import { describeDatabaseAfterwards } from './database-afterwards.ts';
import { title } from './endpoint.ts';
import { setUpFixtures } from './fixtures.ts';
import { check } from './requests.ts';
import { ENDPOINTS, routeCoverage } from './routes.ts';

/**
 * Bad input never breaks the server: every route, fed generated junk by every kind of caller,
 * answers a 4xx in the API's error shape (or a 2xx/3xx when the junk happens to be valid), in
 * time, and writes nothing when it refuses.
 */

setUpFixtures();

describe('the route table', () => {
  it('names exactly the routes the app registers, so a new route needs its bad-input case', () => {
    const { covered, registered } = routeCoverage();
    expect(covered).toEqual(registered);
  });
});

describe('generated bad input on every route', () => {
  for (const endpoint of ENDPOINTS) {
    it(title(endpoint), async () => {
      await fc.assert(
        fc.asyncProperty(attempts(endpoint), async (attempt) => {
          await check(endpoint, attempt);
        }),
        { numRuns: RUNS },
      );
    });
  }
});

describeDatabaseAfterwards();
