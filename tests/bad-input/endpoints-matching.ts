import fc from 'fast-check';
import type { Endpoint } from './endpoint.ts';
import { fx } from './fixtures.ts';

const TESTER_FIRST: Endpoint['actors'] = ['tester', 'builder', 'admin', 'anonymous'];
const BUILDER_FIRST: Endpoint['actors'] = ['builder', 'tester', 'admin', 'anonymous'];

/**
 * Matching: what fits a tester's devices, their invitations and whether they take them, and the
 * builder's suggestions and invitations on the cycle of the chat's listing.
 */
export const MATCHING_ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/api/me/recommended', actors: TESTER_FIRST },
  { method: 'GET', path: '/api/me/invitations', actors: TESTER_FIRST },
  {
    method: 'POST',
    path: '/api/invitations/:id/accept',
    actors: TESTER_FIRST,
    ids: () => [fx.cycleId, fx.listing.id],
  },
  {
    method: 'POST',
    path: '/api/invitations/:id/ignore',
    actors: TESTER_FIRST,
    ids: () => [fx.cycleId, fx.listing.id],
  },
  { method: 'GET', path: '/api/me/invitation-settings', actors: TESTER_FIRST },
  {
    method: 'PUT',
    path: '/api/me/invitation-settings',
    actors: TESTER_FIRST,
    body: () => ({ acceptsInvitations: true }),
    textless: true,
    nearMiss: () => ({ acceptsInvitations: fc.constantFrom('true', 1, 'yes', null, []) }),
  },
  {
    method: 'GET',
    path: '/api/cycles/:id/invite-suggestions',
    actors: BUILDER_FIRST,
    ids: () => [fx.cycleId, fx.listing.id],
  },
  {
    method: 'POST',
    path: '/api/cycles/:id/invitations',
    actors: BUILDER_FIRST,
    body: () => ({ testerIds: [fx.people.tester.user.id], message: 'Come and test' }),
    nearMiss: () => ({
      testerIds: fc.constantFrom(
        [],
        [fx.people.tester.user.id.toUpperCase()],
        fx.people.tester.user.id,
        [`${fx.people.tester.user.id} `],
        Array.from({ length: 21 }, () => fx.people.tester.user.id),
      ),
      message: fc.constantFrom('x'.repeat(501), 42, ['hi'], null),
    }),
    ids: () => [fx.cycleId, fx.listing.id],
  },
];
