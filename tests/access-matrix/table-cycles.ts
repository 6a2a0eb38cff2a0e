import type { Listing } from '@/shared/contracts/listings.ts';
import { OWNER_ONLY, type RouteRow } from './expectations.ts';
import { acceptedListing, listing, t, users } from './fixtures.ts';

/**
 * Test cycles: the builder runs them, Accepted testers opt in. A cycle is private to its builder
 * and the listing's testers, so another builder and an admin are told it does not exist (404).
 */

const cycleBody = () => ({
  kind: 'PlayClosedTest',
  timeZone: 'UTC',
  startDate: new Date().toISOString().slice(0, 10),
});

let shared: Promise<{ listing: Listing; cycleId: string }> | undefined;

/** One cycle on a listing the tester was accepted to; no cell ends it. */
function acceptedCycle() {
  shared ??= (async () => {
    const listing = await acceptedListing();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/software/${listing.id}/cycles`,
      headers: { cookie: users.owner.cookie },
      payload: cycleBody(),
    });
    if (response.statusCode !== 201) throw new Error(`cycle failed: ${response.body}`);
    return { listing, cycleId: response.json().id as string };
  })();
  return shared;
}

const PRIVATE_READ = { anon: 401, tester: 200, owner: 200, other: 404, admin: 404 };
const BUILDER_OF_CYCLE = { anon: 401, tester: 403, owner: 200, other: 404, admin: 403 };

export const CYCLE_ROUTES: RouteRow[] = [
  {
    route: 'POST /api/software/:softwareId/cycles',
    expect: { ...OWNER_ONLY, owner: 201 },
    // The shared listing, not a throwaway one: posting listings has a limit the matrix is near.
    // Only the owner's cell gets past the checks, once.
    request: () => ({ params: { softwareId: listing.id }, payload: cycleBody() }),
  },
  {
    route: 'GET /api/software/:softwareId/cycles',
    expect: PRIVATE_READ,
    request: async () => ({ params: { softwareId: (await acceptedCycle()).listing.id } }),
  },
  {
    route: 'GET /api/cycles/:id',
    expect: PRIVATE_READ,
    request: async () => ({ params: { id: (await acceptedCycle()).cycleId } }),
  },
  {
    route: 'PATCH /api/cycles/:id',
    expect: BUILDER_OF_CYCLE,
    request: async () => ({
      params: { id: (await acceptedCycle()).cycleId },
      payload: { headroom: 4 },
    }),
  },
  {
    route: 'PUT /api/cycles/:id/opt-in',
    expect: { anon: 401, tester: 200, owner: 403, other: 403, admin: 403 },
    request: async () => ({
      params: { id: (await acceptedCycle()).cycleId },
      payload: { storeEmail: 'tester.store@example.test' },
    }),
  },
  {
    route: 'GET /api/cycles/:id/roster.csv',
    expect: BUILDER_OF_CYCLE,
    request: async () => ({ params: { id: (await acceptedCycle()).cycleId } }),
  },
];
