import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '@/server/db/schema/listings.ts';
import type { ListingTester } from '@/shared/contracts/interests.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import type { MinOsVersions, Platform } from '@/shared/contracts/platforms.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { quickPeople } from '@/tests/factories/quick-people.ts';

/** The builder's testers panel names each tester's devices that fit the listing. */
let queries = 0;
let t: TestApp;
let builder: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp({}, () => {
    queries += 1;
  });
  builder = await signUpAs(t.app, 'Builder');
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function listingFor(platforms: Platform[], minOsVersions: MinOsVersions): Promise<Listing> {
  const listing = await postListing(t.app, builder.cookie, { name: 'Runs somewhere' });
  await t.db.update(listings).set({ platforms, minOsVersions }).where(eq(listings.id, listing.id));
  return listing;
}

/** A tester who joined the listing holding these devices; answers their id. */
async function joinedTester(listing: Listing, devices: object[]): Promise<string> {
  const [tester] = await quickPeople(t.app, t.db, 'Tester', 1);
  if (!tester) throw new Error('no tester made');
  for (const device of devices) {
    const added = await inject('POST', '/api/me/devices', tester.cookie, device);
    if (added.statusCode !== 201) throw new Error(`device failed: ${added.body}`);
  }
  const joined = await inject('POST', '/api/interests', tester.cookie, { softwareId: listing.id });
  if (joined.statusCode !== 201) throw new Error(`join failed: ${joined.body}`);
  return tester.id;
}

async function testersOf(listing: Listing): Promise<Map<string, ListingTester>> {
  const response = await inject('GET', `/api/software/${listing.id}/testers`, builder.cookie);
  expect(response.statusCode).toBe(200);
  return new Map(response.json().map((row: ListingTester) => [row.tester.id, row]));
}

const devicesOf = (testers: Map<string, ListingTester>, id: string) =>
  testers
    .get(id)
    ?.matchingDevices.map(({ platform, osVersion, model }) => [platform, osVersion, model]);

describe('matching devices in the testers panel', () => {
  it('names the devices that fit, not one below the minimum nor one of another platform', async () => {
    const listing = await listingFor(['Android', 'iOS'], { Android: '10' });
    const fits = await joinedTester(listing, [
      { platform: 'Windows', osVersion: '11', model: 'Surface' },
      { platform: 'Android', osVersion: '14', model: 'Pixel 8' },
      { platform: 'iOS', model: 'iPhone 15' },
    ]);
    const below = await joinedTester(listing, [
      { platform: 'Android', osVersion: '9.0', model: 'Galaxy S8' },
    ]);
    const other = await joinedTester(listing, [{ platform: 'macOS', osVersion: '14' }]);
    const none = await joinedTester(listing, []);

    const testers = await testersOf(listing);
    expect(devicesOf(testers, fits)).toEqual([
      ['Android', '14', 'Pixel 8'],
      ['iOS', '', 'iPhone 15'],
    ]);
    expect(devicesOf(testers, below)).toEqual([]);
    expect(devicesOf(testers, other)).toEqual([]);
    expect(devicesOf(testers, none)).toEqual([]);
  });

  it('matches a minimum exactly met, and no device at all on a listing that names no platform', async () => {
    const exact = await listingFor(['iOS'], { iOS: '17.4' });
    const unnamed = await listingFor([], {});
    const device = { platform: 'iOS', osVersion: '17.4.0', model: 'iPhone 13' };
    const onExact = await joinedTester(exact, [device]);
    const onUnnamed = await joinedTester(unnamed, [device]);
    expect(devicesOf(await testersOf(exact), onExact)).toEqual([['iOS', '17.4.0', 'iPhone 13']]);
    expect(devicesOf(await testersOf(unnamed), onUnnamed)).toEqual([]);
  });

  it('reads the devices of all the testers in one query, however many there are', async () => {
    const few = await listingFor(['Web'], {});
    const many = await listingFor(['Web'], {});
    await joinedTester(few, [{ platform: 'Web' }]);
    for (let i = 0; i < 4; i += 1) await joinedTester(many, [{ platform: 'Web' }]);
    await testersOf(few);
    queries = 0;
    await testersOf(few);
    const forOne = queries;
    queries = 0;
    await testersOf(many);
    expect(queries).toBe(forOne);
  });
});
