import { randomUUID } from 'node:crypto';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { insertReport } from '../factories/feedback.ts';
import type { RouteRow } from './expectations.ts';
import { t, users } from './fixtures.ts';

/**
 * Build updates and the evidence pack: the builder posts builds and reads the pack; the listing's
 * testers read the changelog. Another builder and an admin are told the cycle does not exist.
 */

let shared: Promise<{ cycleId: string; reportId: string }> | undefined;

/**
 * A running cycle on a listing of the owner's that the tester holds a place on, with a report of
 * the tester's. The listing is written straight to the database: posting one through the API
 * spends the owner's hourly allowance, which the matrix's other cells are near.
 */
function runningCycle() {
  shared ??= (async () => {
    const [listing] = await t.db
      .insert(listings)
      .values({
        builderId: users.owner.user.id,
        name: 'Build Matrix',
        shortDescription: 'Builds',
        longDescription: 'A listing whose cycle gets build updates',
        category: 'Web',
        imageUrl: `/objects/${randomUUID()}`,
      })
      .returning({ id: listings.id });
    const listingId = listing?.id as string;
    await t.db
      .insert(interests)
      .values({ listingId, testerId: users.tester.user.id, status: 'Accepted' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/software/${listingId}/cycles`,
      headers: { cookie: users.owner.cookie },
      payload: {
        kind: 'PlayClosedTest',
        timeZone: 'UTC',
        startDate: new Date().toISOString().slice(0, 10),
      },
    });
    if (response.statusCode !== 201) throw new Error(`cycle failed: ${response.body}`);
    const reportId = await insertReport(t.db, { listingId, reporterId: users.tester.user.id });
    return { cycleId: response.json().id as string, reportId };
  })();
  return shared;
}

const PRIVATE_READ = { anon: 401, tester: 200, owner: 200, other: 404, admin: 404 };
const BUILDER_OF_CYCLE = { anon: 401, tester: 403, owner: 200, other: 404, admin: 403 };

export const CYCLE_BUILD_ROUTES: RouteRow[] = [
  {
    route: 'POST /api/cycles/:id/builds',
    expect: { ...BUILDER_OF_CYCLE, owner: 201 },
    request: async () => {
      const { cycleId, reportId } = await runningCycle();
      return { params: { id: cycleId }, payload: { version: '1.0.1', fixes: [reportId] } };
    },
  },
  {
    route: 'GET /api/cycles/:id/builds',
    expect: PRIVATE_READ,
    request: async () => ({ params: { id: (await runningCycle()).cycleId } }),
  },
  {
    route: 'GET /api/cycles/:id/evidence',
    expect: BUILDER_OF_CYCLE,
    request: async () => ({ params: { id: (await runningCycle()).cycleId } }),
  },
  {
    route: 'GET /api/cycles/:id/evidence.csv',
    expect: BUILDER_OF_CYCLE,
    request: async () => ({ params: { id: (await runningCycle()).cycleId } }),
  },
];
