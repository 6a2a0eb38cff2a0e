import { TEST_PASSWORD } from '../factories/people.ts';
import { type RouteRow, SIGNED_IN_ONLY } from './expectations.ts';
import { cookieOf, throwawayUser } from './fixtures.ts';

/** The export and deletion rows of the access matrix. */
export const ACCOUNT_DATA_ROUTES: RouteRow[] = [
  { route: 'GET /api/auth/user/export', expect: SIGNED_IN_ONLY },
  {
    route: 'DELETE /api/auth/user',
    why: 'each signed-in user deletes only their own account; the admin is the last one, so stays',
    expect: { anon: 401, tester: 204, owner: 204, other: 204, admin: 409 },
    // A new user in the actor's role is deleted, so the shared actors stay for the other cells.
    request: async (actor) => ({
      cookie: actor === 'admin' || actor === 'anon' ? cookieOf(actor) : await throwawayUser(actor),
      payload: { password: TEST_PASSWORD },
    }),
  },
];
