import fc from 'fast-check';
import type { Endpoint } from './endpoint.ts';
import { fx } from './fixtures.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** Numbers a cycle's bounds refuse: too small, too large, not whole, or sent as text. */
const badCount = (max: number) => fc.constantFrom(-1, max + 1, 2.5, '12', Number.MAX_SAFE_INTEGER);

/** Test cycles: the builder's cycle on the chat's listing, and what testers and outsiders send. */
export const CYCLE_ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/software/:softwareId/cycles',
    actors: ['builder', 'tester', 'admin', 'anonymous'],
    body: () => ({ kind: 'PlayClosedTest', timeZone: 'UTC', startDate: today() }),
    nearMiss: () => ({
      kind: fc.constantFrom('playclosedtest', 'Play', 'Custom ', ''),
      timeZone: fc.constantFrom('utc ', 'Europe/Berlinn', '+05:30', 'GMT+2', '../etc/passwd'),
      startDate: fc.constantFrom('2026-02-30', '2026-1-1', '26-01-01', '2026-01-01T00:00:00Z'),
      testersRequired: badCount(1_000),
      headroom: badCount(100),
      lengthDays: badCount(90),
      optInLink: fc.constantFrom('javascript:alert(1)', 'play', 'ftp://example.com'),
    }),
    ids: () => [fx.listing.id, fx.othersListing.id],
  },
  {
    method: 'GET',
    path: '/api/software/:softwareId/cycles',
    actors: ['builder', 'tester', 'admin', 'anonymous'],
    ids: () => [fx.listing.id, fx.othersListing.id],
  },
  {
    method: 'GET',
    path: '/api/cycles/:id',
    actors: ['builder', 'tester', 'admin', 'anonymous'],
    ids: () => [fx.cycleId, fx.listing.id],
  },
  {
    method: 'PATCH',
    path: '/api/cycles/:id',
    actors: ['builder', 'tester', 'admin', 'anonymous'],
    body: () => ({ headroom: 4 }),
    nearMiss: () => ({
      end: fc.constantFrom(false, 'true', 1, null),
      extendByDays: badCount(90),
      testersRequired: badCount(1_000),
      headroom: badCount(100),
      optInLink: fc.constantFrom('javascript:alert(1)', 'play'),
    }),
    ids: () => [fx.cycleId, fx.listing.id],
  },
  {
    method: 'PUT',
    path: '/api/cycles/:id/opt-in',
    actors: ['tester', 'builder', 'anonymous'],
    body: () => ({ storeEmail: 'store.account@example.test' }),
    nearMiss: () => ({
      storeEmail: fc.constantFrom('a@', '@b.c', 'a b@c.d', 'a@b', `${'a'.repeat(250)}@b.co`, ''),
    }),
    ids: () => [fx.cycleId, fx.listing.id],
  },
  {
    method: 'GET',
    path: '/api/cycles/:id/roster.csv',
    actors: ['builder', 'tester', 'anonymous'],
    ids: () => [fx.cycleId, fx.listing.id],
  },
];
