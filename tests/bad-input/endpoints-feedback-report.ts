import fc from 'fast-check';
import type { Endpoint } from './endpoint.ts';
import { fx, imageIdOf } from './fixtures.ts';

/**
 * Filing feedback and reading reports. The fixtures' tester only joined, so a report that gets
 * past validation is refused; junk must still be refused cleanly and write nothing.
 */
export const FEEDBACK_REPORT_ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/software/:id/feedback',
    actors: ['tester', 'builder', 'admin', 'anonymous'],
    body: () => ({
      kind: 'Bug',
      title: 'Sync loses the last note',
      body: 'After a sync the newest note is gone.',
      steps: 'Write a note offline, then go online',
      expected: 'The note stays',
      actual: 'The note disappears',
      severity: 'High',
      screenshots: [],
      device: { browser: 'Firefox 133', os: 'Android 15', viewport: '412x915' },
    }),
    nearMiss: () => ({
      kind: fc.constantFrom('bug', 'Question', ''),
      severity: fc.constantFrom('high', 'Urgent', 3),
      title: fc.constantFrom(' ', 'x'.repeat(121)),
      screenshots: fc.constantFrom(
        [fx.listing.imageUrl],
        [`/objects/${imageIdOf(fx.othersListing)}/card`],
        Array.from({ length: 4 }, () => fx.listing.imageUrl),
        ['/objects/'],
        '/objects/x',
      ),
      device: fc.constantFrom({ browser: 'b'.repeat(201) }, 'Firefox', null),
    }),
    ids: () => [fx.listing.id, fx.othersListing.id],
  },
  { method: 'GET', path: '/api/feedback/mine', actors: ['tester', 'builder', 'anonymous'] },
  {
    method: 'GET',
    path: '/api/feedback/:id',
    actors: ['tester', 'builder', 'admin', 'anonymous'],
    ids: () => [fx.listing.id],
  },
  {
    // The second parameter stays as written: the table's requests fill one parameter.
    method: 'GET',
    path: '/api/feedback/:id/screenshots/:index',
    actors: ['tester', 'builder', 'admin', 'anonymous'],
    ids: () => [fx.listing.id],
  },
];
