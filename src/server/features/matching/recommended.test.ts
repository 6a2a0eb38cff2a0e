import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { RECOMMENDED_MAX, type RecommendedListing } from '@/shared/contracts/matching.ts';
import type { Platform } from '@/shared/contracts/platforms.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing, uploadImage } from '@/tests/factories/listings.ts';
import { addDevice, giveBuilderAnswerHours, givePlatforms } from '@/tests/factories/matching.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { quickPeople } from '@/tests/factories/quick-people.ts';

let t: TestApp;
let builder: SignedInUser;
let quickBuilder: SignedInUser;
let admin: SignedInUser;
let imageUrl: string;

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { followRecords: false });
  [builder, quickBuilder, admin] = await Promise.all([
    signUpAs(t.app, 'Builder'),
    signUpAs(t.app, 'Builder'),
    signUpAs(t.app, 'Admin'),
  ]);
  imageUrl = await uploadImage(t.app, builder.cookie);
}, 60_000);
afterAll(() => t.close());

const recommendedFor = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/me/recommended', headers: cookie ? { cookie } : {} });

/** A listing of the builder's on these platforms, posted `minutesAgo` before now. */
async function listingOn(
  name: string,
  platforms: Platform[],
  { by = builder, minOs = {}, minutesAgo = 0, testerLimit = null as number | null } = {},
) {
  const image = by === builder ? imageUrl : await uploadImage(t.app, by.cookie);
  const listing = await postListing(t.app, by.cookie, { name, imageUrl: image, testerLimit });
  await t.db
    .update(listings)
    .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(listings.id, listing.id));
  await givePlatforms(t.app, t.db, listing.id, platforms, minOs);
  return listing;
}

async function newTester() {
  const [tester] = await quickPeople(t.app, t.db, 'Tester', 1);
  return tester as { id: string; cookie: string };
}

const names = (items: RecommendedListing[]) => items.map((item) => item.listing.name);

describe('Recommended for you', () => {
  it('lists open listings with places that fit the tester’s devices, best first', async () => {
    const tester = await newTester();
    await addDevice(t.db, tester.id, 'Android', '13', 'Pixel 8');
    await addDevice(t.db, tester.id, 'Web', '', 'Firefox');
    const both = await listingOn('Both Harbor', ['Android', 'Web'], { minutesAgo: 30 });
    await listingOn('Android Harbor', ['Android'], { minOs: { Android: '12' }, minutesAgo: 20 });
    await listingOn('Web Harbor', ['Web'], { by: quickBuilder, minutesAgo: 25 });
    await giveBuilderAnswerHours(t.db, quickBuilder.user.id, 2);
    await listingOn('Too New Android', ['Android'], { minOs: { Android: '14' } });
    await listingOn('iPhone Harbor', ['iOS']);
    await listingOn('No Platforms', []);
    const closed = await listingOn('Closed Harbor', ['Android']);
    await t.db.update(listings).set({ status: 'Closed' }).where(eq(listings.id, closed.id));
    const hidden = await listingOn('Hidden Harbor', ['Android']);
    await t.db.update(listings).set({ hiddenAt: new Date() }).where(eq(listings.id, hidden.id));
    const full = await listingOn('Full Harbor', ['Android'], { testerLimit: 1 });
    const joined = await listingOn('Joined Harbor', ['Android']);
    const [someone] = await quickPeople(t.app, t.db, 'Tester', 1);
    await t.db.insert(interests).values([
      { listingId: full.id, testerId: someone?.id as string, status: 'Accepted' },
      { listingId: joined.id, testerId: tester.id, status: 'Interested' },
    ]);
    for (const id of [closed.id, hidden.id, full.id, joined.id])
      await t.app.bus.publish({ type: 'listing_changed', listingId: id, pages: true });

    const response = await recommendedFor(tester.cookie);
    expect(response.statusCode).toBe(200);
    const items: RecommendedListing[] = response.json();
    // Two devices fit before one; then the builder who answers within hours before the new one.
    expect(names(items)).toEqual(['Both Harbor', 'Web Harbor', 'Android Harbor']);
    expect(items[0]?.matchingDevices.map((device) => device.model)).toEqual(['Pixel 8', 'Firefox']);
    expect(items[0]?.listing).toMatchObject({
      id: both.id,
      platforms: ['Android', 'Web'],
      hasInterest: false,
      builder: { id: builder.user.id },
    });
    expect(items[2]?.matchingDevices).toEqual([
      expect.objectContaining({ platform: 'Android', osVersion: '13', model: 'Pixel 8' }),
    ]);
  });

  it(`answers at most ${RECOMMENDED_MAX}, and nothing to a tester without devices`, async () => {
    const tester = await newTester();
    expect((await recommendedFor(tester.cookie)).json()).toEqual([]);
    await addDevice(t.db, tester.id, 'Linux', '', 'ThinkPad');
    for (let index = 0; index <= RECOMMENDED_MAX; index += 1)
      await listingOn(`Linux Harbor ${index}`, ['Linux'], { minutesAgo: index });
    const items: RecommendedListing[] = (await recommendedFor(tester.cookie)).json();
    expect(names(items)).toEqual(
      Array.from({ length: RECOMMENDED_MAX }, (_, index) => `Linux Harbor ${index}`),
    );
  });

  it('leaves out a listing the tester signs up to, and refuses everyone but testers', async () => {
    const tester = await newTester();
    await addDevice(t.db, tester.id, 'macOS', '14', 'MacBook Air');
    const mac = await listingOn('Mac Harbor', ['macOS']);
    expect(names((await recommendedFor(tester.cookie)).json())).toEqual(['Mac Harbor']);
    await t.app.inject({
      method: 'POST',
      url: '/api/interests',
      headers: { cookie: tester.cookie },
      payload: { softwareId: mac.id },
    });
    expect((await recommendedFor(tester.cookie)).json()).toEqual([]);

    expect((await recommendedFor()).statusCode).toBe(401);
    for (const who of [builder, admin]) {
      const refused = await recommendedFor(who.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('wrong_role');
    }
  });
});
