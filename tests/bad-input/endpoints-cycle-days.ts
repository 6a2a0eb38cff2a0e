import fc from 'fast-check';
import type { Endpoint } from './endpoint.ts';
import { fx, imageIdOf } from './fixtures.ts';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A cycle's days on the fixtures' cycle. Its tester only joined, so a check-in that gets past
 * validation is refused (not in the cycle); junk must still be refused cleanly and write nothing.
 */
export const CYCLE_DAY_ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/cycles/:id/check-ins',
    actors: ['tester', 'builder', 'admin', 'anonymous'],
    body: () => ({ date: today(), note: 'Used it on the train', screenshot: fx.listing.imageUrl }),
    nearMiss: () => ({
      date: fc.constantFrom('2026-02-30', '2026-1-1', '26-01-01', '2026-01-01T00:00:00Z', 20260101),
      note: fc.constantFrom('x'.repeat(1001), 42, null, ['a note']),
      screenshot: fc.constantFrom(
        `/objects/${imageIdOf(fx.othersListing)}/card`,
        '/objects/',
        '/objects/x',
        `/objects/${'a'.repeat(100)}`,
        [fx.listing.imageUrl],
      ),
    }),
    ids: () => [fx.cycleId, fx.listing.id],
  },
  {
    method: 'GET',
    path: '/api/cycles/:id/check-ins',
    actors: ['builder', 'tester', 'admin', 'anonymous'],
    ids: () => [fx.cycleId, fx.listing.id],
  },
  {
    // The other parameters stay as written: the table's requests fill one parameter.
    method: 'GET',
    path: '/api/cycles/:id/check-ins/:testerId/:date/screenshot',
    actors: ['tester', 'builder', 'admin', 'anonymous'],
    ids: () => [fx.cycleId],
  },
  {
    method: 'GET',
    path: '/api/cycles/:id/board',
    actors: ['builder', 'tester', 'admin', 'anonymous'],
    ids: () => [fx.cycleId, fx.listing.id],
  },
  { method: 'GET', path: '/api/me/cycles', actors: ['tester', 'builder', 'anonymous'] },
];
