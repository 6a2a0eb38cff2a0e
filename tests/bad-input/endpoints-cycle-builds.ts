import fc from 'fast-check';
import type { Endpoint } from './endpoint.ts';
import { fx } from './fixtures.ts';

/** Build updates and the evidence pack of the builder's cycle on the chat's listing. */
export const CYCLE_BUILD_ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/cycles/:id/builds',
    actors: ['builder', 'tester', 'admin', 'anonymous'],
    body: () => ({ version: '1.4.2', notes: 'Fixes the export crash.', fixes: [fx.feedbackId] }),
    nearMiss: () => ({
      version: fc.constantFrom('', '   ', 'v'.repeat(65), 142, null),
      notes: fc.constantFrom('n'.repeat(5_001), 7, null),
      fixes: fc.constantFrom(
        [fx.listing.id],
        [fx.feedbackId, fx.feedbackId],
        ['not-a-uuid'],
        fx.feedbackId,
        [null],
        Array.from({ length: 51 }, () => fx.feedbackId),
      ),
    }),
    ids: () => [fx.cycleId, fx.listing.id],
  },
  {
    method: 'GET',
    path: '/api/cycles/:id/builds',
    actors: ['tester', 'builder', 'admin', 'anonymous'],
    ids: () => [fx.cycleId, fx.listing.id],
  },
  {
    method: 'GET',
    path: '/api/cycles/:id/evidence',
    actors: ['builder', 'tester', 'admin', 'anonymous'],
    ids: () => [fx.cycleId, fx.listing.id],
  },
  {
    method: 'GET',
    path: '/api/cycles/:id/evidence.csv',
    actors: ['builder', 'tester', 'anonymous'],
    ids: () => [fx.cycleId, fx.listing.id],
  },
];
