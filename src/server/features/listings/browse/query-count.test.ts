import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing, uploadImage } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

/**
 * Each list endpoint runs a fixed number of queries however long its answer: a query per item
 * (N+1) would make these counts grow with the list.
 */
let queries = 0;
let t: TestApp;
let builder: SignedInUser;
let tester: SignedInUser;
let imageUrl: string;
beforeAll(async () => {
  t = await buildTestApp({}, () => {
    queries++;
  });
  [builder, tester] = await Promise.all([signUpAs(t.app, 'Builder'), signUpAs(t.app, 'Tester')]);
  imageUrl = await uploadImage(t.app, builder.cookie);
  // A word is folded once, the first time anyone searches for it: the counts below are of a
  // word typed before.
  await countQueries('/api/software?search=counted', tester.cookie);
});
afterAll(() => t.close());

async function addListingsWithActivity(count: number) {
  for (let i = 0; i < count; i++) {
    const listing = await postListing(t.app, builder.cookie, { name: `Counted ${i}`, imageUrl });
    for (const url of ['/api/interests', '/api/saved']) {
      await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: tester.cookie },
        payload: { softwareId: listing.id },
      });
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: tester.cookie },
      payload: { builderId: builder.user.id, testerId: tester.user.id, softwareId: listing.id },
    });
  }
}

async function countQueries(
  url: string,
  cookie: string,
): Promise<{ queries: number; items: number }> {
  queries = 0;
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return { queries, items: response.json().length };
}

/**
 * The most queries each may run once the session is cached. Browse reads the page's ids, then
 * the listings the cache lacks and the viewer's flags (changed by the new saves); search finds
 * the page's ids in the process's index.
 */
const endpoints = [
  ['/api/software', 'tester', 3],
  ['/api/software?search=counted', 'tester', 2],
  ['/api/builder/software', 'builder', 1],
  ['/api/interests', 'tester', 1],
  ['/api/saved', 'tester', 1],
  ['/api/conversations', 'tester', 1],
] as const;

describe('list endpoints run a fixed number of queries', () => {
  it.each(endpoints)('GET %s', async (url, who, most) => {
    const cookie = who === 'tester' ? tester.cookie : builder.cookie;
    await addListingsWithActivity(1);
    const small = await countQueries(url, cookie);
    await addListingsWithActivity(4);
    const large = await countQueries(url, cookie);
    expect(large.items).toBeGreaterThan(small.items);
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(most);
  });
});

describe('requests that do not act on the user', () => {
  it('serve an image to a signed-in browser without looking the session up', async () => {
    queries = 0;
    const response = await t.app.inject({
      method: 'GET',
      url: imageUrl,
      headers: { cookie: tester.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(queries).toBe(1);
  });

  it('look the session up for the API once, then reuse it', async () => {
    const fresh = await signUpAs(t.app, 'Tester');
    expect((await countQueries('/api/saved', fresh.cookie)).queries).toBe(2);
    expect((await countQueries('/api/saved', fresh.cookie)).queries).toBe(1);
  });
});
