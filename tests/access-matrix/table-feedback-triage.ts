import { eq } from 'drizzle-orm';
import { feedback } from '@/server/db/schema/feedback.ts';
import { insertReport } from '../factories/feedback.ts';
import type { RouteRow } from './expectations.ts';
import { type Actor, listing, t, users } from './fixtures.ts';

/** A fresh report of the tester's on the owner's listing, so no cell sees another's change. */
async function report(status: 'New' | 'Fixed' = 'New'): Promise<string> {
  const id = await insertReport(t.db, { listingId: listing.id, reporterId: users.tester.user.id });
  if (status !== 'New') await t.db.update(feedback).set({ status }).where(eq(feedback.id, id));
  return id;
}

/**
 * The builder's board and triage, and the conversation on a report. A report is its reporter's,
 * its builder's and admins' to read; anyone else hears it does not exist, and an admin reads it
 * but takes no part.
 */
export const FEEDBACK_TRIAGE_ROUTES: RouteRow[] = [
  {
    route: 'GET /api/software/:id/feedback',
    expect: { anon: 401, tester: 403, owner: 200, other: 403, admin: 200 },
    request: () => ({ params: { id: listing.id } }),
  },
  {
    route: 'PATCH /api/feedback/:id',
    why: 'each party asks for what its side may set: the reporter answers a fix, others triage',
    expect: { anon: 401, tester: 200, owner: 200, other: 404, admin: 403, outsider: 404 },
    request: async (actor: Actor) =>
      actor === 'tester'
        ? { params: { id: await report('Fixed') }, payload: { status: 'Verified' } }
        : { params: { id: await report() }, payload: { status: 'Acknowledged' } },
  },
  {
    route: 'POST /api/feedback/:id/comments',
    expect: { anon: 401, tester: 201, owner: 201, other: 404, admin: 403, outsider: 404 },
    request: async () => ({ params: { id: await report() }, payload: { body: 'Which phone?' } }),
  },
];
