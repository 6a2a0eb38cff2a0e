import { quickPeople } from '../factories/quick-people.ts';
import { ADMIN_ONLY, everyone, type RouteRow, SIGNED_IN_ONLY } from './expectations.ts';
import { listing, t } from './fixtures.ts';

/**
 * Reports and the admin's reading side of moderation (issue 44): anyone signed in reports what
 * they can see; the queue, its cases and the audit log are for admins.
 */
export const MODERATION_REPORT_ROUTES: RouteRow[] = [
  {
    route: 'POST /api/reports',
    why: 'anyone signed in may report a person; each cell reports a person of its own, so none is a second report',
    expect: { ...everyone(201), anon: 401 },
    request: async () => {
      const [person] = await quickPeople(t.app, t.db, 'Tester', 1);
      return { payload: { targetType: 'person', targetId: person?.id ?? '', reason: 'spam' } };
    },
  },
  { route: 'GET /api/reports/mine', expect: SIGNED_IN_ONLY },
  { route: 'GET /api/admin/moderation/cases', expect: ADMIN_ONLY },
  {
    route: 'GET /api/admin/moderation/cases/:targetType/:targetId',
    expect: ADMIN_ONLY,
    request: () => ({ params: { targetType: 'listing', targetId: listing.id } }),
  },
  { route: 'GET /api/admin/audit-log', expect: ADMIN_ONLY },
];
