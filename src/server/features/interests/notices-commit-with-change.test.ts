import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

/**
 * A change to who tests a listing and what people are told of it commit together: when the
 * notification cannot be stored, the change is not made either, and the answer says it failed.
 */
let t: TestApp;
let builder: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  builder = await signUpAs(t.app, 'Builder');
  await t.db.execute(sql`
    create function refuse_notifications() returns trigger language plpgsql as $$
    begin
      raise exception 'notifications refused';
    end $$`);
});
afterAll(() => t.close());

const refuseNotifications = (refuse: boolean) =>
  t.db.execute(
    refuse
      ? sql`create trigger refuse_notifications before insert on notifications
          for each row execute function refuse_notifications()`
      : sql`drop trigger refuse_notifications on notifications`,
  );

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('interest changes and their notifications', () => {
  it('a join whose notification cannot be stored is not made', async () => {
    const tester = await signUpAs(t.app, 'Tester');
    const listing = await postListing(t.app, builder.cookie, { name: 'Atomic join' });
    await refuseNotifications(true);
    try {
      const refused = await call('POST', '/api/interests', tester.cookie, {
        softwareId: listing.id,
      });
      expect(refused.statusCode).toBe(500);
    } finally {
      await refuseNotifications(false);
    }
    expect((await call('GET', '/api/interests', tester.cookie)).json()).toEqual([]);
    const detail = await call('GET', `/api/software/${listing.id}`, tester.cookie);
    expect(detail.json()).toMatchObject({ testerCount: 0, hasInterest: false });

    const joined = await call('POST', '/api/interests', tester.cookie, { softwareId: listing.id });
    expect(joined.statusCode).toBe(201);
    const bell = (await call('GET', '/api/notifications', builder.cookie)).json().items;
    expect(bell.map((n: { title: string }) => n.title)).toContain(
      `${tester.user.firstName} ${tester.user.lastName} joined Atomic join`,
    );
  });

  it('a decision whose notification cannot be stored is not made', async () => {
    const tester = await signUpAs(t.app, 'Tester');
    const listing = await postListing(t.app, builder.cookie, { name: 'Atomic decision' });
    const joined = await call('POST', '/api/interests', tester.cookie, { softwareId: listing.id });
    const interestId = joined.json().id;
    await refuseNotifications(true);
    try {
      const refused = await t.app.inject({
        method: 'PATCH',
        url: `/api/interests/${interestId}`,
        headers: { cookie: builder.cookie },
        payload: { status: 'Accepted' },
      });
      expect(refused.statusCode).toBe(500);
    } finally {
      await refuseNotifications(false);
    }
    const [mine] = (await call('GET', '/api/interests', tester.cookie)).json();
    expect(mine).toMatchObject({ id: interestId, status: 'Interested' });
  });
});
