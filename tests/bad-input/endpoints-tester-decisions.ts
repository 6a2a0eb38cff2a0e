import fc from 'fast-check';
import { DECISION_REASON_MAX_LENGTH } from '@/shared/constants.ts';
import type { Endpoint } from './endpoint.ts';
import { fx } from './fixtures.ts';
import { uuidNearMiss } from './values.ts';

/** The builder's decision about several testers at once. */
export const TESTER_DECISION_ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/software/:softwareId/testers/decisions',
    actors: ['builder', 'tester', 'anonymous'],
    body: () => ({
      interestIds: [fx.spareInterestId],
      status: 'Accepted',
      reason: 'Welcome aboard',
    }),
    nearMiss: () => ({
      interestIds: fc.oneof(
        fc.array(uuidNearMiss(), { maxLength: 3 }),
        fc.constant([]),
        fc.constant(Array.from({ length: 201 }, () => fx.spareInterestId)),
      ),
      status: fc.constantFrom('Waitlisted', 'Released', 'accepted', 'Accepted ', ''),
      reason: fc.string({
        minLength: DECISION_REASON_MAX_LENGTH + 1,
        maxLength: DECISION_REASON_MAX_LENGTH + 20,
      }),
    }),
    // The chat's listing, whose spare tester the decision is about, and another builder's.
    ids: () => [fx.listing.id, fx.othersListing.id],
  },
];
