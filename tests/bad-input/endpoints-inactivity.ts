import type { Endpoint } from './endpoint.ts';
import { fx } from './fixtures.ts';

/** "I'm still testing": no body, one listing id; the fixtures' testers are not Accepted. */
export const INACTIVITY_ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/interests/:softwareId/activity',
    actors: ['tester', 'builder', 'anonymous'],
    ids: () => [fx.listing.id, fx.othersListing.id],
  },
];
