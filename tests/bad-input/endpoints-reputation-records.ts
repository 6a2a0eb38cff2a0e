import type { Endpoint } from './endpoint.ts';

/** The events behind a person's record: only an id in the path to get wrong. */
export const REPUTATION_RECORD_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/people/:id/record-events',
    actors: ['tester', 'builder', 'anonymous'],
  },
];
