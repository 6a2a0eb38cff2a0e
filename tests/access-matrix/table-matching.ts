import { testCycles } from '@/server/db/schema/cycles.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { cycleInvitations } from '@/server/db/schema/matching.ts';
import { type RouteRow, TESTER_ONLY } from './expectations.ts';
import { listing as sharedListing, t, users } from './fixtures.ts';

/**
 * Matching: testers read what fits their devices and answer invitations; a cycle's builder
 * suggests and invites. A cycle is private to its builder, so another builder is told it does not
 * exist (404), as the cycles feature answers; admins and testers are refused by role (403).
 */

let shared: Promise<{ listingId: string; cycleId: string }> | undefined;

/**
 * A cycle of the owner's, running from today, on a listing nobody joined. Both are written to the
 * database: posting listings has a limit the matrix is near, and a cycle on the shared listing
 * would take the place the cycles table's own create needs.
 */
function ownersCycle() {
  shared ??= (async () => {
    const [listing] = await t.db
      .insert(listings)
      .values({
        builderId: users.owner.user.id,
        name: 'Matching Harbor',
        shortDescription: 'A beta to invite testers to',
        longDescription: 'Runs on the web.',
        category: 'Web',
        imageUrl: sharedListing.imageUrl,
        platforms: ['Web'],
      })
      .returning({ id: listings.id });
    const listingId = listing?.id as string;
    return { listingId, cycleId: await cycleOn(listingId, new Date().toISOString().slice(0, 10)) };
  })();
  return shared;
}

async function cycleOn(listingId: string, startDate: string): Promise<string> {
  const [cycle] = await t.db
    .insert(testCycles)
    .values({
      listingId,
      kind: 'PlayClosedTest',
      testersRequired: 12,
      headroom: 0,
      lengthDays: 14,
      timeZone: 'UTC',
      startDate,
    })
    .returning({ id: testCycles.id });
  return cycle?.id as string;
}

/**
 * A pending invitation of the tester's, on a cycle of its own (one invitation per cycle and
 * tester), so the accept and the ignore cells each answer one.
 */
async function testersInvitation(): Promise<string> {
  const { listingId } = await ownersCycle();
  const cycleId = await cycleOn(listingId, '2026-01-05');
  const [invitation] = await t.db
    .insert(cycleInvitations)
    .values({
      cycleId,
      testerId: users.tester.user.id,
      builderId: users.owner.user.id,
    })
    .returning({ id: cycleInvitations.id });
  return invitation?.id as string;
}

const BUILDER_OF_CYCLE = { anon: 401, tester: 403, owner: 200, other: 404, admin: 403 };
const TESTER_ANSWERS = { anon: 401, tester: 204, owner: 403, other: 403, admin: 403 };

export const MATCHING_ROUTES: RouteRow[] = [
  { route: 'GET /api/me/recommended', expect: TESTER_ONLY },
  { route: 'GET /api/me/invitations', expect: TESTER_ONLY },
  {
    route: 'POST /api/invitations/:id/accept',
    expect: TESTER_ANSWERS,
    request: async () => ({ params: { id: await testersInvitation() } }),
  },
  {
    route: 'POST /api/invitations/:id/ignore',
    expect: TESTER_ANSWERS,
    request: async () => ({ params: { id: await testersInvitation() } }),
  },
  { route: 'GET /api/me/invitation-settings', expect: TESTER_ONLY },
  {
    route: 'PUT /api/me/invitation-settings',
    expect: TESTER_ONLY,
    request: () => ({ payload: { acceptsInvitations: true } }),
  },
  {
    route: 'GET /api/cycles/:id/invite-suggestions',
    expect: BUILDER_OF_CYCLE,
    request: async () => ({ params: { id: (await ownersCycle()).cycleId } }),
  },
  {
    route: 'POST /api/cycles/:id/invitations',
    expect: BUILDER_OF_CYCLE,
    request: async () => ({
      params: { id: (await ownersCycle()).cycleId },
      payload: { testerIds: [users.outsider.user.id] },
    }),
  },
];
