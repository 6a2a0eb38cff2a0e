import fc from 'fast-check';
import type { Endpoint } from './endpoint.ts';
import { fx } from './fixtures.ts';

/** The builder's export of a listing's feedback, and the figures shown in public. */
export const FEEDBACK_EXPORT_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/software/:softwareId/feedback/export',
    actors: ['builder', 'tester', 'admin', 'anonymous'],
    query: () => ({
      format: fc.oneof(
        fc.constantFrom('csv', 'json'),
        fc.constantFrom('CSV', 'xlsx', 'csv ', 'json,csv', '', 'csv\u0000'),
        fc.string({ maxLength: 20 }),
      ),
    }),
    ids: () => [fx.listing.id, fx.othersListing.id],
  },
  {
    method: 'GET',
    path: '/api/software/:softwareId/feedback/stats',
    actors: ['anonymous', 'tester', 'builder'],
    ids: () => [fx.listing.id, fx.othersListing.id],
  },
  {
    method: 'GET',
    path: '/api/users/:userId/feedback-record',
    actors: ['tester', 'anonymous'],
    ids: () => [fx.people.tester.user.id, fx.victim.user.id, fx.listing.id],
  },
];
