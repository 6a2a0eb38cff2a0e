import type { Listing } from '@/shared/contracts/listings.ts';
import { type RouteRow, TESTER_ONLY } from './expectations.ts';
import { joinedListing, t, users } from './fixtures.ts';

/** A listing of the owner's on which the tester is Accepted: only such a tester keeps a place. */
async function acceptedListing(): Promise<Listing> {
  const listing = await joinedListing();
  const owner = { cookie: users.owner.cookie };
  const testers = await t.app.inject({
    method: 'GET',
    url: `/api/software/${listing.id}/testers`,
    headers: owner,
  });
  const accepted = await t.app.inject({
    method: 'PATCH',
    url: `/api/interests/${testers.json()[0].id}`,
    headers: owner,
    payload: { status: 'Accepted' },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return listing;
}

/** "I'm still testing", which keeps a silent tester's place. */
export const INACTIVITY_ROUTES: RouteRow[] = [
  {
    route: 'POST /api/interests/:softwareId/activity',
    expect: { ...TESTER_ONLY, tester: 204 },
    request: async () => ({ params: { softwareId: (await acceptedListing()).id } }),
  },
];
