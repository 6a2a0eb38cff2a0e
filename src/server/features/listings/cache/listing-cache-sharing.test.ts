import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/server/app.ts';
import { interestPaths } from '@/shared/contracts/interest-paths.ts';
import { listingPaths } from '@/shared/contracts/listing-paths.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { savedPaths } from '@/shared/contracts/saved-paths.ts';
import { authPaths } from '@/shared/contracts/session.ts';
import { postListing, uploadImage } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { buildTwoApps } from '@/tests/processes/two-processes.ts';

/**
 * Listings and viewer flags are cached in each process. On PostgreSQL two apps share one
 * database, as two processes do in production: a change made through the first must reach the
 * second's warm cache. On PGlite there is one process, and both names are the same app.
 */
let apps: Awaited<ReturnType<typeof buildTwoApps>>;
let first: App;
let second: App;
let builder: SignedInUser;
let tester: SignedInUser;
let otherTester: SignedInUser;
let imageUrl: string;

beforeAll(async () => {
  apps = await buildTwoApps();
  ({ first, second } = apps);
  [builder, tester, otherTester] = await Promise.all([
    signUpAs(first, 'Builder'),
    signUpAs(first, 'Tester'),
    signUpAs(first, 'Tester'),
  ]);
  imageUrl = await uploadImage(first, builder.cookie);
});

afterAll(() => apps.close());

/**
 * Events between processes arrive a moment later, through NOTIFY: retries the assertions for up
 * to a second, then fails with the last of them.
 */
async function eventually(check: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await check();
    } catch (err) {
      if (attempt >= 50) throw err;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const headers = (viewer?: SignedInUser) => (viewer ? { cookie: viewer.cookie } : {});

async function browseIn(app: App, viewer?: SignedInUser): Promise<Listing[]> {
  const response = await app.inject({
    method: 'GET',
    url: listingPaths.list,
    headers: headers(viewer),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const detailIn = (app: App, id: string, viewer?: SignedInUser) =>
  app.inject({ method: 'GET', url: listingPaths.one(id), headers: headers(viewer) });

/** The listing as the second app's Browse and detail view show it; both must agree. */
async function seenInSecond(id: string, viewer?: SignedInUser): Promise<Listing> {
  const onBrowse = (await browseIn(second, viewer)).find((listing) => listing.id === id);
  const response = await detailIn(second, id, viewer);
  expect(response.statusCode).toBe(200);
  expect(onBrowse).toEqual(response.json());
  return response.json();
}

/** Warms the second app for `viewer`, once the new listing has reached it. */
const warmSecond = (id: string, viewer?: SignedInUser) =>
  eventually(async () => {
    await seenInSecond(id, viewer);
  });

async function actInFirst(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: SignedInUser,
  payload?: object,
) {
  const response = await first.inject({ method, url, headers: { cookie: who.cookie }, payload });
  expect(response.statusCode).toBeLessThan(300);
}

describe("a change made in one process reaches another's cached listings", () => {
  it('for saves and signups, and for taking them back', async () => {
    const { id } = await postListing(first, builder.cookie, { name: 'Shared flags', imageUrl });
    for (const viewer of [tester, otherTester]) await warmSecond(id, viewer);
    /** Each change is checked before the next, so no event stands in for another's. */
    const steps = [
      ['POST', savedPaths.list, { isSaved: true, hasInterest: false, testerCount: 0 }],
      ['POST', interestPaths.list, { isSaved: true, hasInterest: true, testerCount: 1 }],
      ['DELETE', savedPaths.byListing(id), { isSaved: false, hasInterest: true, testerCount: 1 }],
      [
        'DELETE',
        interestPaths.byListing(id),
        { isSaved: false, hasInterest: false, testerCount: 0 },
      ],
    ] as const;
    for (const [method, url, expected] of steps) {
      await actInFirst(method, url, tester, method === 'POST' ? { softwareId: id } : undefined);
      await eventually(async () => {
        expect(await seenInSecond(id, tester)).toMatchObject(expected);
        expect(await seenInSecond(id, otherTester)).toMatchObject({
          isSaved: false,
          hasInterest: false,
          testerCount: expected.testerCount,
        });
      });
    }
  });

  it("for a builder's new name", async () => {
    const renamed = await signUpAs(first, 'Builder');
    const image = await uploadImage(first, renamed.cookie);
    const { id } = await postListing(first, renamed.cookie, {
      name: 'Shared name',
      imageUrl: image,
    });
    await warmSecond(id, tester);
    await warmSecond(id);
    const profile = { phone: '+1 555 0100', businessName: 'Renamed Elsewhere' };
    await actInFirst('PUT', authPaths.profile, renamed, profile);
    await eventually(async () => {
      expect((await seenInSecond(id, tester)).builder.businessName).toBe('Renamed Elsewhere');
      expect((await seenInSecond(id)).builder.businessName).toBe('Renamed Elsewhere');
    });
  });

  it('for a new listing, first on Browse', async () => {
    await browseIn(second, tester);
    await browseIn(second);
    const created = await postListing(first, builder.cookie, { name: 'Shared new', imageUrl });
    await eventually(async () => {
      expect((await browseIn(second, tester))[0]?.id).toBe(created.id);
      expect((await browseIn(second))[0]?.id).toBe(created.id);
    });
  });

  it('for search, whose index learns of a new listing, an edit and a close', async () => {
    const searchInSecond = async (word: string) => {
      const response = await second.inject({
        method: 'GET',
        url: `${listingPaths.list}?search=${word}`,
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as Listing[]).map((listing) => listing.id);
    };
    expect(await searchInSecond('cinderwick')).toEqual([]);
    const { id } = await postListing(first, builder.cookie, { name: 'Cinderwick Forge', imageUrl });
    await eventually(async () => {
      expect(await searchInSecond('cinderwick')).toEqual([id]);
    });
    const renamed = await first.inject({
      method: 'PATCH',
      url: listingPaths.one(id),
      headers: headers(builder),
      payload: { name: 'Emberwhite Forge' },
    });
    expect(renamed.statusCode).toBe(200);
    await eventually(async () => {
      expect(await searchInSecond('emberwhite')).toEqual([id]);
      expect(await searchInSecond('cinderwick')).toEqual([]);
    });
    await actInFirst('PUT', listingPaths.one(id), builder, { status: 'Closed' });
    await eventually(async () => {
      expect(await searchInSecond('emberwhite')).toEqual([]);
    });
  });

  it('for a closed listing, gone from Browse and shown closed', async () => {
    const { id } = await postListing(first, builder.cookie, { name: 'Shared closed', imageUrl });
    await warmSecond(id, tester);
    await actInFirst('PUT', listingPaths.one(id), builder, { status: 'Closed' });
    await eventually(async () => {
      expect((await browseIn(second, tester)).map((s) => s.id)).not.toContain(id);
      expect((await detailIn(second, id, tester)).json()).toMatchObject({ status: 'Closed' });
    });
  });

  it('for a deleted listing, gone from Browse and not found', async () => {
    // Deleting a listing deletes its image, so it gets one of its own.
    const { id } = await postListing(first, builder.cookie, { name: 'Shared deleted' });
    await warmSecond(id, tester);
    await actInFirst('DELETE', listingPaths.one(id), builder);
    await eventually(async () => {
      expect((await browseIn(second, tester)).map((s) => s.id)).not.toContain(id);
      expect((await detailIn(second, id, tester)).statusCode).toBe(404);
    });
  });
});
