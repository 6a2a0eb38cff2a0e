import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@/server/db/schema/notifications.ts';
import { interestPaths } from '@/shared/contracts/interest-paths.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { notificationPaths } from '@/shared/contracts/notification-paths.ts';
import type { NotificationPage } from '@/shared/contracts/notifications.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs, TEST_PASSWORD } from '@/tests/factories/people.ts';
import { SIGNUP_CHANGES_PER_HOUR } from './signup-change-limit.ts';

let t: TestApp;
let builder: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  builder = await signUpAs(t.app, 'Builder');
});
afterAll(() => t.close());

const join = (tester: SignedInUser, listing: Listing) =>
  t.app.inject({
    method: 'POST',
    url: interestPaths.list,
    headers: { cookie: tester.cookie },
    payload: { softwareId: listing.id },
  });

const leave = (tester: SignedInUser, listing: Listing) =>
  t.app.inject({
    method: 'DELETE',
    url: interestPaths.byListing(listing.id),
    headers: { cookie: tester.cookie },
  });

async function builderBell(): Promise<NotificationPage> {
  const response = await t.app.inject({
    method: 'GET',
    url: notificationPaths.list,
    headers: { cookie: builder.cookie },
  });
  return response.json();
}

describe('a flood of joins and leaves', () => {
  it('refuses changes to one signup past the hour’s budget, never a join again, and rings the builder once', async () => {
    await t.db.delete(notifications).where(eq(notifications.userId, builder.user.id));
    const tidewater = await postListing(t.app, builder.cookie, { name: 'Tidewater' });
    const tester = await signUpAs(t.app, 'Tester');
    const cycles = SIGNUP_CHANGES_PER_HOUR / 2;
    for (let cycle = 1; cycle <= cycles; cycle++) {
      expect((await join(tester, tidewater)).statusCode).toBe(201);
      // Joining what one holds changes nothing and tells no one: it spends nothing.
      for (let again = 0; again < 5; again++)
        expect((await join(tester, tidewater)).statusCode).toBe(200);
      expect((await leave(tester, tidewater)).statusCode).toBe(204);
    }

    const refused = await join(tester, tidewater);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many attempts; try again in 1 hour');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_500);
    // The budget is per listing: the tester's other betas are theirs to join.
    const other = await postListing(t.app, builder.cookie, { name: 'Harbor Lights' });
    expect((await join(tester, other)).statusCode).toBe(201);

    const bell = await builderBell();
    expect(bell.unreadCount).toBe(2);
    expect(bell.items.map(({ title, body, count }) => ({ title, body, count }))).toEqual([
      { title: 'Test User joined Harbor Lights', body: null, count: 1 },
      { title: '5 new signups on Tidewater', body: 'Latest: Test User joined Tidewater', count: 5 },
    ]);
  });

  it("names the newest tester on a folded notice, and goes with that tester's account", async () => {
    await t.db.delete(notifications).where(eq(notifications.userId, builder.user.id));
    const listing = await postListing(t.app, builder.cookie, { name: 'Saltmarsh' });
    const first = await signUpAs(t.app, 'Tester');
    const newest = await signUpAs(t.app, 'Tester');
    expect((await join(first, listing)).statusCode).toBe(201);
    expect((await join(newest, listing)).statusCode).toBe(201);
    const [notice] = await t.db
      .select({ actorId: notifications.actorId, count: notifications.count })
      .from(notifications)
      .where(eq(notifications.userId, builder.user.id));
    expect(notice).toEqual({ actorId: newest.user.id, count: 2 });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: { cookie: newest.cookie },
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await builderBell()).items).toEqual([]);
  });
});
