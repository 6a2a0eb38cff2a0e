import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '@/server/db/schema/listings.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { quickPeople } from '@/tests/factories/quick-people.ts';

/**
 * Sorted pages are cached like newest ones, but their order moves as testers join: a join drops
 * them, so the next viewer sees the new order at once, while the newest pages stay.
 */
let t: TestApp;
let builder: SignedInUser;
let roomy: Listing;

beforeAll(async () => {
  t = await buildTestApp();
  builder = await signUpAs(t.app, 'Builder');
  roomy = await postListing(t.app, builder.cookie, { name: 'Roomy Harbor', testerLimit: 3 });
  await postListing(t.app, builder.cookie, { name: 'Snug Harbor', testerLimit: 2 });
  // Only these two run on Linux, so the filtered page holds just them.
  await t.db
    .update(listings)
    .set({ platforms: ['Linux'] })
    .where(eq(listings.builderId, builder.user.id));
  t.app.listingCache.clear();
}, 60_000);
afterAll(() => t.close());

const namesOf = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/software?${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as Listing[]).map((listing) => listing.name);
};

describe('sorted pages in the cache', () => {
  it('shows the new order as soon as testers take places', async () => {
    expect(await namesOf('platform=Linux&sort=places')).toEqual(['Roomy Harbor', 'Snug Harbor']);
    // Served from the cache: a change the database makes behind the app's back is not seen.
    await t.db.update(listings).set({ sortPlaces: 0 }).where(eq(listings.id, roomy.id));
    expect(await namesOf('platform=Linux&sort=places')).toEqual(['Roomy Harbor', 'Snug Harbor']);
    await t.db.update(listings).set({ sortPlaces: 3 }).where(eq(listings.id, roomy.id));

    const testers = await quickPeople(t.app, t.db, 'Tester', 2);
    for (const tester of testers) {
      const joined = await t.app.inject({
        method: 'POST',
        url: '/api/interests',
        headers: { cookie: tester.cookie },
        payload: { softwareId: roomy.id },
      });
      expect(joined.statusCode).toBe(201);
    }
    // Roomy has one place left now, Snug two.
    expect(await namesOf('platform=Linux&sort=places')).toEqual(['Snug Harbor', 'Roomy Harbor']);
    expect(await namesOf('platform=Linux')).toEqual(['Snug Harbor', 'Roomy Harbor']);
  });
});
