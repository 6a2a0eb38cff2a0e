import fc from 'fast-check';
import type { Endpoint } from './endpoint.ts';
import { fx } from './fixtures.ts';

/**
 * An admin's actions on a case, and a builder's hidden listings and appeal. No listing in the
 * fixtures is hidden, so an appeal that gets past validation is refused (not hidden) and writes
 * nothing; junk must be refused as cleanly.
 */
export const MODERATION_ACTION_ENDPOINTS: Endpoint[] = [
  {
    // The second parameter stays as written: the table's requests fill one parameter.
    method: 'POST',
    path: '/api/admin/moderation/cases/:targetType/:targetId/actions',
    actors: ['admin', 'tester', 'builder', 'anonymous'],
    body: () => ({ action: 'dismiss', reason: 'Nothing wrong with it' }),
    nearMiss: () => ({
      action: fc.constantFrom('Dismiss', 'hide', 'delete_listing', '', null),
      reason: fc.constantFrom('', '   ', 'x'.repeat(1001), 5),
      days: fc.constantFrom(0, 3651, 1.5, '7', -1),
    }),
    ids: () => ['listing'],
  },
  {
    method: 'GET',
    path: '/api/software/:id/hidden',
    actors: ['builder', 'tester', 'admin', 'anonymous'],
    ids: () => [fx.listing.id],
  },
  { method: 'GET', path: '/api/me/hidden-listings', actors: ['builder', 'tester', 'anonymous'] },
  {
    method: 'POST',
    path: '/api/software/:id/appeal',
    actors: ['builder', 'tester', 'admin', 'anonymous'],
    body: () => ({ message: 'The link is my own store page' }),
    nearMiss: () => ({ message: fc.constantFrom('', '   ', 'x'.repeat(2001), 7, null) }),
    ids: () => [fx.listing.id],
  },
];
