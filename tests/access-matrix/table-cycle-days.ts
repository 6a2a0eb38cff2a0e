import { checkIn } from '@/server/features/cycles/check-ins.service.ts';
import { checkInBodySchema } from '@/shared/contracts/cycle-check-ins.ts';
import { addDays } from '@/shared/cycles/calendar-dates.ts';
import { uploadImage } from '../factories/listings.ts';
import { OWNER_ONLY, type RouteRow, TESTER_ONLY } from './expectations.ts';
import { acceptedListing, t, users } from './fixtures.ts';

/**
 * A cycle's days: the tester's check-ins and own cycles, the builder's board. Private to the
 * cycle's builder and the listing's testers, so another builder and an admin hear it does not
 * exist (404) where their role is not refused first (403).
 */

const today = () => new Date().toISOString().slice(0, 10);

let shared: Promise<{ cycleId: string; screenshotDate: string }> | undefined;

/**
 * A cycle from today on a listing the tester was accepted to, which they opted in to. Their
 * check-in with a screenshot is for tomorrow, taken through the service at tomorrow's noon, so
 * today's stays open for the POST cell.
 */
function optedInCycle() {
  shared ??= (async () => {
    const listing = await acceptedListing();
    const owner = { cookie: users.owner.cookie };
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/software/${listing.id}/cycles`,
      headers: owner,
      payload: { kind: 'PlayClosedTest', timeZone: 'UTC', startDate: today() },
    });
    if (created.statusCode !== 201) throw new Error(`cycle failed: ${created.body}`);
    const cycleId: string = created.json().id;
    const optedIn = await t.app.inject({
      method: 'PUT',
      url: `/api/cycles/${cycleId}/opt-in`,
      headers: { cookie: users.tester.cookie },
      payload: { storeEmail: 'matrix.tester@example.test' },
    });
    if (optedIn.statusCode !== 200) throw new Error(`opt-in failed: ${optedIn.body}`);
    const screenshotDate = addDays(today(), 1);
    const screenshot = await uploadImage(t.app, users.tester.cookie);
    await checkIn(
      t.app.services,
      users.tester.user.id,
      cycleId,
      checkInBodySchema.parse({ date: screenshotDate, screenshot }),
      new Date(`${screenshotDate}T12:00:00Z`),
    );
    return { cycleId, screenshotDate };
  })();
  return shared;
}

const PRIVATE_READ = { anon: 401, tester: 200, owner: 200, other: 404, admin: 404 };

export const CYCLE_DAY_ROUTES: RouteRow[] = [
  {
    route: 'POST /api/cycles/:id/check-ins',
    expect: { ...TESTER_ONLY, tester: 201 },
    request: async () => ({
      params: { id: (await optedInCycle()).cycleId },
      payload: { date: today(), note: 'Used it on the train' },
    }),
  },
  {
    route: 'GET /api/cycles/:id/check-ins',
    expect: PRIVATE_READ,
    request: async () => ({ params: { id: (await optedInCycle()).cycleId } }),
  },
  {
    route: 'GET /api/cycles/:id/check-ins/:testerId/:date/screenshot',
    expect: PRIVATE_READ,
    request: async () => {
      const { cycleId, screenshotDate } = await optedInCycle();
      return { params: { id: cycleId, testerId: users.tester.user.id, date: screenshotDate } };
    },
  },
  {
    route: 'GET /api/cycles/:id/board',
    expect: { ...OWNER_ONLY, other: 404 },
    request: async () => ({ params: { id: (await optedInCycle()).cycleId } }),
  },
  {
    route: 'GET /api/me/cycles',
    expect: TESTER_ONLY,
  },
];
