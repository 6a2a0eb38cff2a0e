import fc from 'fast-check';
import type { Endpoint } from './endpoint.ts';
import { fx } from './fixtures.ts';

/**
 * Reports and the admin's reading side of moderation. A valid report of the other builder's
 * listing is taken once per person; junk must be refused cleanly and write nothing.
 */
export const MODERATION_REPORT_ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/reports',
    actors: ['tester', 'builder', 'admin', 'newcomer', 'anonymous'],
    body: () => ({
      targetType: 'listing',
      targetId: fx.othersListing.id,
      reason: 'malware',
      details: 'The download link goes to a fake bank',
    }),
    nearMiss: () => ({
      targetType: fc.constantFrom('Listing', 'user', 'software', '', null),
      targetId: fc.constantFrom(
        fx.othersListing.id.toUpperCase(),
        `${fx.othersListing.id} `,
        'undefined',
      ),
      reason: fc.constantFrom('Spam', 'phishing', 'malware or phishing', '', 3),
      details: fc.constantFrom('x'.repeat(1001), 42, ['spam']),
    }),
  },
  { method: 'GET', path: '/api/reports/mine', actors: ['tester', 'builder', 'anonymous'] },
  {
    method: 'GET',
    path: '/api/admin/moderation/cases',
    actors: ['admin', 'tester', 'builder', 'anonymous'],
    query: () => ({ sort: fc.constantFrom('newest', 'most', 'oldest', 'Newest', '') }),
  },
  {
    // The second parameter stays as written: the table's requests fill one parameter.
    method: 'GET',
    path: '/api/admin/moderation/cases/:targetType/:targetId',
    actors: ['admin', 'tester', 'builder', 'anonymous'],
    ids: () => ['listing', 'person'],
  },
  {
    method: 'GET',
    path: '/api/admin/audit-log',
    actors: ['admin', 'tester', 'builder', 'anonymous'],
    query: () => ({
      action: fc.constantFrom('user.suspended', 'email.sent', 'user.deleted', ''),
      actorId: fc.constantFrom(fx.people.admin.user.id, fx.listing.id, 'nobody'),
      subjectId: fc.constantFrom(fx.people.tester.user.id, 'nobody'),
      before: fc.constantFrom(fx.listing.id, fx.people.admin.user.id.toUpperCase(), '0'),
      limit: fc.constantFrom('1', '50', '100', '101', '0', '-1', '2.5', 'ten'),
    }),
  },
];
