import { OWNER_ONLY, type RouteRow } from './expectations.ts';
import { interestId, listing } from './fixtures.ts';

/** The rows of the builder's decisions about several testers at once. */
export const TESTER_DECISION_ROUTES: RouteRow[] = [
  {
    route: 'POST /api/software/:softwareId/testers/decisions',
    expect: OWNER_ONLY,
    request: () => ({
      params: { softwareId: listing.id },
      payload: { interestIds: [interestId], status: 'Accepted', reason: 'Welcome aboard' },
    }),
  },
];
