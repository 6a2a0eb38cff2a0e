import fc from 'fast-check';
import { AGREEMENT_MAX_LENGTH } from '@/shared/contracts/agreement-rules.ts';
import type { Endpoint } from './endpoint.ts';
import { fx } from './fixtures.ts';

/** A listing's terms: set by its builder, read by anyone, and a tester's acceptance of them. */
export const AGREEMENT_ENDPOINTS: Endpoint[] = [
  {
    method: 'PUT',
    path: '/api/software/:id/agreement',
    actors: ['builder', 'tester', 'admin', 'anonymous'],
    body: () => ({ text: 'Keep what you see to yourself.\nNo screenshots.' }),
    nearMiss: () => ({
      text: fc.constantFrom('a'.repeat(AGREEMENT_MAX_LENGTH + 1), 20_000, null, ['terms']),
    }),
    // The spare listing may take terms; the chat's listing is joined by the fixtures' testers.
    ids: () => [fx.spareListing.id, fx.othersListing.id],
  },
  {
    method: 'GET',
    path: '/api/software/:id/agreement',
    actors: ['anonymous', 'tester', 'builder'],
    ids: () => [fx.spareListing.id, fx.listing.id],
  },
  {
    method: 'GET',
    path: '/api/software/:id/agreement/acceptance',
    actors: ['tester', 'builder', 'anonymous'],
    ids: () => [fx.spareListing.id, fx.listing.id],
  },
];
