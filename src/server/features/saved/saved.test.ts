import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

let t: TestApp;
let builder: SignedInUser;
let listing: Listing;
beforeAll(async () => {
  t = await buildTestApp();
  builder = await signUpAs(t.app, 'Builder');
  listing = await postListing(t.app, builder.cookie, { name: 'Saveable' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('saved items', () => {
  it('lets any signed-in role save once (201, then 200), list and unsave', async () => {
    for (const role of ['Tester', 'Builder', 'Admin'] as const) {
      const { cookie } = await signUpAs(t.app, role);
      const first = await call('POST', '/api/saved', cookie, { softwareId: listing.id });
      expect(first.statusCode).toBe(201);
      expect(first.json().software).toMatchObject({ id: listing.id, isSaved: true });
      const again = await call('POST', '/api/saved', cookie, { softwareId: listing.id });
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(first.json().id);

      const list = await call('GET', '/api/saved', cookie);
      expect(list.json()).toHaveLength(1);
      // The answer's listing comes from the listing cache, the list's from its own query.
      expect(list.json()[0]).toEqual(first.json());
      expect(list.json()[0].software.builder.id).toBe(builder.user.id);

      expect((await call('DELETE', `/api/saved/${listing.id}`, cookie)).statusCode).toBe(204);
      expect((await call('GET', '/api/saved', cookie)).json()).toEqual([]);
      const detail = await call('GET', `/api/software/${listing.id}`, cookie);
      expect(detail.json().isSaved).toBe(false);
    }
  });

  it('answers a save with the listing as its saver sees it: their signup, the tester count', async () => {
    const { cookie, user } = await signUpAs(t.app, 'Tester');
    const joined = await postListing(t.app, builder.cookie, { name: 'Joined then saved' });
    expect(
      (await call('POST', '/api/interests', cookie, { softwareId: joined.id })).statusCode,
    ).toBe(201);
    const saved = await call('POST', '/api/saved', cookie, { softwareId: joined.id });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ userId: user.id, softwareId: joined.id });
    expect(saved.json().software).toMatchObject({
      isSaved: true,
      hasInterest: true,
      testerCount: 1,
    });
    const again = await call('POST', '/api/saved', cookie, { softwareId: joined.id });
    expect(again.json()).toEqual(saved.json());
  });

  it('lists newest saves first', async () => {
    const { cookie } = await signUpAs(t.app, 'Tester');
    const second = await postListing(t.app, builder.cookie, { name: 'Second save' });
    await call('POST', '/api/saved', cookie, { softwareId: listing.id });
    await call('POST', '/api/saved', cookie, { softwareId: second.id });
    const names = (await call('GET', '/api/saved', cookie))
      .json()
      .map((s: { software: Listing }) => s.software.name);
    expect(names).toEqual(['Second save', 'Saveable']);
  });

  it('refuses the signed-out (401) and missing listings (404)', async () => {
    const { cookie } = await signUpAs(t.app, 'Tester');
    expect(
      (await call('POST', '/api/saved', undefined, { softwareId: listing.id })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/api/saved')).statusCode).toBe(401);
    expect((await call('DELETE', `/api/saved/${listing.id}`)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/saved', cookie, { softwareId: crypto.randomUUID() })).statusCode,
    ).toBe(404);
  });
});
