import { OWNER_ONLY, PUBLIC, type RouteRow, SIGNED_IN_ONLY } from './expectations.ts';
import { idOf, listing } from './fixtures.ts';

/** Feedback carried away or counted: the export is the builder's, the figures are not secret. */
export const FEEDBACK_EXPORT_ROUTES: RouteRow[] = [
  {
    route: 'GET /api/software/:softwareId/feedback/export',
    why: 'the builder alone: admins read reports one at a time but take no bulk copy',
    expect: OWNER_ONLY,
    request: () => ({ params: { softwareId: listing.id }, query: { format: 'csv' } }),
  },
  {
    route: 'GET /api/software/:softwareId/feedback/stats',
    why: 'public: the detail page shows every visitor how the builder answers reports',
    expect: PUBLIC,
    request: () => ({ params: { softwareId: listing.id } }),
  },
  {
    route: 'GET /api/users/:userId/feedback-record',
    expect: SIGNED_IN_ONLY,
    request: () => ({ params: { userId: idOf('tester') } }),
  },
];
