import type { FeedbackDetail } from '@/shared/contracts/feedback.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { aBug } from '../factories/feedback.ts';
import { uploadImage } from '../factories/listings.ts';
import { type RouteRow, TESTER_ONLY } from './expectations.ts';
import { acceptedListing, t, users } from './fixtures.ts';

let accepted: Promise<Listing> | undefined;
let filed: Promise<FeedbackDetail> | undefined;

/** One accepted listing for every cell here: reports on it change no other cell. */
const acceptedOnce = () => {
  accepted ??= acceptedListing();
  return accepted;
};

/** The tester's report, with a screenshot, on that listing. */
function testersReport(): Promise<FeedbackDetail> {
  filed ??= (async (): Promise<FeedbackDetail> => {
    const screenshot = await uploadImage(t.app, users.tester.cookie);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/software/${(await acceptedOnce()).id}/feedback`,
      headers: { cookie: users.tester.cookie },
      payload: { ...aBug, screenshots: [screenshot] },
    });
    if (response.statusCode !== 201) throw new Error(`report failed: ${response.body}`);
    return response.json() as FeedbackDetail;
  })();
  return filed;
}

/** A report reads like a conversation: its parties (and admins) see it; to anyone else it is not there. */
const READERS_ONLY = { anon: 401, tester: 200, owner: 200, other: 404, admin: 200, outsider: 404 };

/** Filing feedback (an Accepted tester alone) and reading reports and their screenshots. */
export const FEEDBACK_REPORT_ROUTES: RouteRow[] = [
  {
    route: 'POST /api/software/:id/feedback',
    why: 'only a tester the builder accepted; the builder hears they cannot report on their own',
    expect: { ...TESTER_ONLY, tester: 201 },
    request: async () => ({ params: { id: (await acceptedOnce()).id }, payload: aBug }),
  },
  { route: 'GET /api/feedback/mine', expect: TESTER_ONLY },
  {
    route: 'GET /api/feedback/:id',
    expect: READERS_ONLY,
    request: async () => ({ params: { id: (await testersReport()).id } }),
  },
  {
    route: 'GET /api/feedback/:id/screenshots/:index',
    expect: READERS_ONLY,
    request: async () => ({ params: { id: (await testersReport()).id, index: '0' } }),
  },
];
