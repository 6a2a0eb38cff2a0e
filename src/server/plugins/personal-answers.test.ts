import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { registerAccount } from '@/tests/factories/people.ts';
import { quickPeople } from '@/tests/factories/quick-people.ts';

let t: TestApp;
let builder: { id: string; cookie: string };
let tester: { id: string; cookie: string };
let admin: { id: string; cookie: string };
let listingId: string;
beforeAll(async () => {
  t = await buildTestApp();
  [builder] = (await quickPeople(t.app, t.db, 'Builder', 1)) as [typeof builder];
  [tester] = (await quickPeople(t.app, t.db, 'Tester', 1)) as [typeof tester];
  [admin] = (await quickPeople(t.app, t.db, 'Admin', 1)) as [typeof admin];
  listingId = (await postListing(t.app, builder.cookie, { accessInstructions: 'Invite: X-1' })).id;
  const joined = await t.app.inject({
    method: 'POST',
    url: '/api/interests',
    headers: { cookie: tester.cookie },
    payload: { softwareId: listingId },
  });
  await t.app.inject({
    method: 'PATCH',
    url: `/api/interests/${joined.json().id}`,
    headers: { cookie: builder.cookie },
    payload: { status: 'Accepted' },
  });
});
afterAll(() => t.close());

const cacheControlOf = async (url: string, cookie?: string) =>
  (await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).headers[
    'cache-control'
  ];

describe('Cache-Control of personal answers', () => {
  it('is private, no-store on every answer read for a signed-in person', async () => {
    const reads = [
      ['/api/auth/session', tester],
      [`/api/software/${listingId}`, tester],
      ['/api/software', tester],
      ['/api/interests', tester],
      ['/api/saved', tester],
      ['/api/notifications', builder],
      ['/api/conversations', tester],
      ['/api/feedback/mine', tester],
      ['/api/builder/software', builder],
      [`/api/software/${listingId}/testers`, builder],
      ['/api/admin/users', admin],
    ] as const;
    for (const [url, person] of reads) {
      expect(await cacheControlOf(url, person.cookie), url).toBe('private, no-store');
    }
  });

  it('keeps a route’s own choice: the account export stays no-store', async () => {
    expect(await cacheControlOf('/api/auth/user/export', tester.cookie)).toBe('no-store');
  });

  it('is private, no-store on the answer that signs a person in', async () => {
    const { email, password } = await registerAccount(t.app);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves the public answers to signed-out visitors as they were', async () => {
    for (const url of ['/api/software', `/api/software/${listingId}`]) {
      expect(await cacheControlOf(url), url).toBeUndefined();
    }
  });
});
