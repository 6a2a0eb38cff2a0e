import type { Listing } from '@/shared/contracts/listings.ts';
import { OWNER_ONLY, PUBLIC, type RouteRow } from './expectations.ts';
import { t, throwawayListing, users } from './fixtures.ts';

/** A listing of the owner's with terms, which the tester accepted to join; made once. */
let withTerms: Promise<Listing> | undefined;
function listingWithTerms(): Promise<Listing> {
  withTerms ??= (async () => {
    const listing = await throwawayListing();
    const terms = await t.app.inject({
      method: 'PUT',
      url: `/api/software/${listing.id}/agreement`,
      headers: { cookie: users.owner.cookie },
      payload: { text: 'Keep what you see to yourself.' },
    });
    if (terms.statusCode !== 200) throw new Error(`terms failed: ${terms.body}`);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/interests',
      headers: { cookie: users.tester.cookie },
      payload: { softwareId: listing.id, agreementVersion: terms.json().version },
    });
    if (joined.statusCode !== 201) throw new Error(`join failed: ${joined.body}`);
    return listing;
  })();
  return withTerms;
}

/** A listing's terms: its builder sets them, anyone reads them, a tester reads what they accepted. */
export const AGREEMENT_ROUTES: RouteRow[] = [
  {
    route: 'PUT /api/software/:id/agreement',
    expect: OWNER_ONLY,
    request: async () => ({
      params: { id: (await throwawayListing()).id },
      payload: { text: 'Terms for the matrix' },
    }),
  },
  {
    route: 'GET /api/software/:id/agreement',
    why: 'public: whoever may read the listing reads the terms they would accept',
    expect: PUBLIC,
    request: async () => ({ params: { id: (await listingWithTerms()).id } }),
  },
  {
    route: 'GET /api/software/:id/agreement/acceptance',
    // Only the tester accepted; everyone else signed in has nothing to read.
    expect: { anon: 401, tester: 200, owner: 404, other: 404, admin: 404 },
    request: async () => ({ params: { id: (await listingWithTerms()).id } }),
  },
];
