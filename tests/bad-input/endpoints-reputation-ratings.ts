import fc from 'fast-check';
import type { Endpoint } from './endpoint.ts';
import { fx } from './fixtures.ts';

/**
 * Ratings, profiles and removal for abuse. Nobody in the fixtures worked together, so a rating
 * that gets past validation is refused (not worked together); junk must still be refused
 * cleanly and write nothing.
 */
export const REPUTATION_RATING_ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/ratings',
    actors: ['tester', 'builder', 'admin', 'anonymous'],
    body: () => ({
      listingId: fx.listing.id,
      rateeId: fx.people.builder.user.id,
      stars: 4,
      comment: 'Answered every report within a day',
    }),
    nearMiss: () => ({
      listingId: fc.constantFrom(fx.listing.id.toUpperCase(), `${fx.listing.id} `, 'undefined'),
      stars: fc.constantFrom(0, 6, 4.5, '4', -1, null),
      comment: fc.constantFrom('x'.repeat(1001), 42, ['Good']),
    }),
  },
  { method: 'GET', path: '/api/ratings/pending', actors: ['tester', 'builder', 'anonymous'] },
  { method: 'GET', path: '/api/ratings/given', actors: ['tester', 'builder', 'anonymous'] },
  {
    method: 'PATCH',
    path: '/api/ratings/:id',
    actors: ['tester', 'builder', 'anonymous'],
    body: () => ({ stars: 3, comment: 'Better than I said' }),
    nearMiss: () => ({ stars: fc.constantFrom(0, 6, 2.5, '3', null) }),
    ids: () => [fx.listing.id],
  },
  {
    method: 'POST',
    path: '/api/ratings/:id/reply',
    actors: ['builder', 'tester', 'anonymous'],
    body: () => ({ body: 'Thank you for testing' }),
    nearMiss: () => ({ body: fc.constantFrom('', '   ', 'x'.repeat(1001), 7) }),
    ids: () => [fx.listing.id],
  },
  {
    method: 'GET',
    path: '/api/people/:id',
    actors: ['anonymous', 'tester', 'builder'],
    ids: () => [fx.people.tester.user.id, fx.people.builder.user.id],
  },
  {
    method: 'GET',
    path: '/api/me/profile-visibility',
    actors: ['tester', 'builder', 'anonymous'],
  },
  {
    method: 'PUT',
    path: '/api/me/profile-visibility',
    actors: ['tester', 'builder', 'anonymous'],
    body: () => ({ visibility: 'public' }),
    nearMiss: () => ({ visibility: fc.constantFrom('Public', 'builder', 'private', '', true) }),
  },
  {
    method: 'POST',
    path: '/api/admin/users/:userId/remove-for-abuse',
    // Aimed at the admin's own account, which a valid request may not remove: nobody is removed.
    actors: ['admin', 'tester', 'builder', 'anonymous'],
    body: () => ({ reason: 'Rating in bad faith' }),
    nearMiss: () => ({ reason: fc.constantFrom('', '   ', 'x'.repeat(1001), 12) }),
    ids: () => [fx.people.admin.user.id],
  },
];
