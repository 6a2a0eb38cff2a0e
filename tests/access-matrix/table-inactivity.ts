import { type RouteRow, TESTER_ONLY } from './expectations.ts';
import { acceptedListing } from './fixtures.ts';

/** "I'm still testing", which keeps a silent tester's place. */
export const INACTIVITY_ROUTES: RouteRow[] = [
  {
    route: 'POST /api/interests/:softwareId/activity',
    expect: { ...TESTER_ONLY, tester: 204 },
    request: async () => ({ params: { softwareId: (await acceptedListing()).id } }),
  },
];
