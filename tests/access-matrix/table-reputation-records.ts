import { everyone, type RouteRow } from './expectations.ts';
import { idOf } from './fixtures.ts';

/** The events behind a record are the person's own business and an admin's. */
export const REPUTATION_RECORD_ROUTES: RouteRow[] = [
  {
    route: 'GET /api/people/:id/record-events',
    why: "the tester's own; builders, owner or not, are told there is no such profile",
    expect: { ...everyone(404), anon: 401, tester: 200, admin: 200 },
    request: () => ({ params: { id: idOf('tester') } }),
  },
];
