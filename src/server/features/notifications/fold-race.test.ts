import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@/server/db/schema/notifications.ts';
import { interestPaths } from '@/shared/contracts/interest-paths.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { aBug, report } from '@/tests/factories/feedback.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const TESTERS = 8;

/** The builder's rows of one type: what their bell is built from. */
const rowsOf = (builder: SignedInUser, type: 'tester_joined' | 'feedback_received') =>
  t.db
    .select({ count: notifications.count, title: notifications.title })
    .from(notifications)
    .where(and(eq(notifications.userId, builder.user.id), eq(notifications.type, type)));

// On PostgreSQL the requests run on connections of their own, so the folds race for real.
describe('notices that fold at the same moment', () => {
  it('make one notice that counts every one of them, for joins and for reports', async () => {
    const builder = await signUpAs(t.app, 'Builder');
    const listing = await postListing(t.app, builder.cookie, { name: 'Tidewater' });
    const testers: SignedInUser[] = [];
    for (let i = 0; i < TESTERS; i++) testers.push(await signUpAs(t.app, 'Tester'));

    const joins = await Promise.all(
      testers.map((tester) =>
        t.app.inject({
          method: 'POST',
          url: interestPaths.list,
          headers: { cookie: tester.cookie },
          payload: { softwareId: listing.id },
        }),
      ),
    );
    expect(joins.map((join) => join.statusCode)).toEqual(testers.map(() => 201));
    expect(await rowsOf(builder, 'tester_joined')).toEqual([
      expect.objectContaining({ count: TESTERS }),
    ]);

    const accepted = await t.app.inject({
      method: 'POST',
      url: interestPaths.decisionsOf(listing.id),
      headers: { cookie: builder.cookie },
      payload: { status: 'Accepted', interestIds: joins.map((join) => join.json().id) },
    });
    expect(accepted.statusCode).toBe(200);
    const reports = await Promise.all(testers.map((tester) => report(t, tester, listing.id, aBug)));
    expect(reports.map((filed) => filed.statusCode)).toEqual(testers.map(() => 201));
    expect(await rowsOf(builder, 'feedback_received')).toEqual([
      expect.objectContaining({ count: TESTERS }),
    ]);
  });
});
