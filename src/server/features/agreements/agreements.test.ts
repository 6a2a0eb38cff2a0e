import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingAgreements, listings } from '@/server/db/schema/listings.ts';
import { settableClock } from '@/server/lib/clock.ts';
import { AGREEMENT_MAX_LENGTH } from '@/shared/contracts/agreement-rules.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

/* The builder's terms: each new text a version, none ever rewritten; read by whoever reads the listing. */

const NOW = new Date('2026-11-29T10:00:00.000Z');
const clock = settableClock(NOW);
let t: TestApp;
let builder: SignedInUser;
let other: SignedInUser;
let tester: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp({}, undefined, { clock });
  [builder, other, tester, admin] = await Promise.all([
    signUpAs(t.app, 'Builder'),
    signUpAs(t.app, 'Builder'),
    signUpAs(t.app, 'Tester'),
    signUpAs(t.app, 'Admin'),
  ]);
});
afterAll(() => t.close());

const url = (listing: Listing) => `/api/software/${listing.id}/agreement`;
const put = (listing: Listing, text: string, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: url(listing),
    headers: { cookie: cookie ?? builder.cookie },
    payload: { text },
  });
const read = (listing: Listing, cookie?: string) =>
  t.app.inject({ method: 'GET', url: url(listing), headers: cookie ? { cookie } : {} });
const listingVersion = async (listing: Listing) =>
  (await t.app.inject({ method: 'GET', url: `/api/software/${listing.id}` })).json()
    .agreementVersion;
const versionsOf = (listing: Listing) =>
  t.db
    .select({ version: listingAgreements.version, text: listingAgreements.text })
    .from(listingAgreements)
    .where(eq(listingAgreements.listingId, listing.id))
    .orderBy(listingAgreements.version);

describe('setting the terms', () => {
  it('makes a version of each new text, keeps the same text as it is, and drops the terms when emptied', async () => {
    const listing = await postListing(t.app, builder.cookie);
    expect(listing.agreementVersion).toBeNull();

    const first = await put(listing, '  Keep what you see to yourself.\nNo screenshots.  ');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      listingId: listing.id,
      version: 1,
      text: 'Keep what you see to yourself.\nNo screenshots.',
      createdAt: NOW.toISOString(),
    });
    expect(await listingVersion(listing)).toBe(1);

    const same = await put(listing, 'Keep what you see to yourself.\nNo screenshots.');
    expect(same.json().version).toBe(1);

    await clock.set(new Date('2026-11-30T08:00:00.000Z'));
    const second = await put(listing, 'Version two: no videos either.');
    expect(second.json()).toMatchObject({ version: 2, createdAt: '2026-11-30T08:00:00.000Z' });
    expect(await listingVersion(listing)).toBe(2);
    expect((await read(listing)).json()).toMatchObject({
      version: 2,
      text: 'Version two: no videos either.',
    });

    const dropped = await put(listing, '   ');
    expect(dropped.statusCode).toBe(204);
    expect(await listingVersion(listing)).toBeNull();
    const none = await read(listing, tester.cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('agreement_not_found');

    // The same words as an old version are new terms again: a version is never brought back.
    const again = await put(listing, 'Version two: no videos either.');
    expect(again.json().version).toBe(3);
    expect((await versionsOf(listing)).map((row) => row.version)).toEqual([1, 2, 3]);
  });

  it('is refused to anyone but the listing’s builder, and changes nothing then', async () => {
    const listing = await postListing(t.app, builder.cookie);
    await put(listing, 'The builder’s terms');
    const refusals = [
      [undefined, 401, 'unauthorized'],
      [tester.cookie, 403, 'wrong_role'],
      [admin.cookie, 403, 'wrong_role'],
      [other.cookie, 403, 'not_listing_builder'],
    ] as const;
    for (const [cookie, status, code] of refusals) {
      const response = await t.app.inject({
        method: 'PUT',
        url: url(listing),
        headers: cookie ? { cookie } : {},
        payload: { text: 'Someone else’s terms' },
      });
      expect([response.statusCode, response.json().code]).toEqual([status, code]);
    }
    expect(await versionsOf(listing)).toEqual([{ version: 1, text: 'The builder’s terms' }]);
    expect(await listingVersion(listing)).toBe(1);
  });

  it('refuses terms past the limit, and a listing that does not exist', async () => {
    const listing = await postListing(t.app, builder.cookie);
    const long = await put(listing, 'a'.repeat(AGREEMENT_MAX_LENGTH + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toHaveProperty('text');
    const longest = await put(listing, 'é'.repeat(AGREEMENT_MAX_LENGTH));
    expect(longest.json().version).toBe(1);

    const missing = await put({ ...listing, id: crypto.randomUUID() }, 'Terms');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'listing_not_found']);
  });
});

describe('reading the terms', () => {
  it('is open to anyone who may read the listing; a hidden listing’s only to its builder', async () => {
    const listing = await postListing(t.app, builder.cookie);
    await put(listing, 'Read me first');
    for (const cookie of [undefined, tester.cookie, other.cookie, admin.cookie]) {
      const response = await read(listing, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().text).toBe('Read me first');
    }
    await t.db.update(listings).set({ hiddenAt: new Date() }).where(eq(listings.id, listing.id));
    for (const cookie of [undefined, tester.cookie, other.cookie]) {
      const response = await read(listing, cookie);
      expect([response.statusCode, response.json().code]).toEqual([404, 'listing_not_found']);
    }
    expect((await read(listing, builder.cookie)).statusCode).toBe(200);
  });

  it('answers 404 for a listing without terms and for one that does not exist', async () => {
    const listing = await postListing(t.app, builder.cookie);
    expect((await read(listing)).json().code).toBe('agreement_not_found');
    const missing = await read({ ...listing, id: crypto.randomUUID() });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'listing_not_found']);
  });
});

describe('the API documentation', () => {
  it('describes the terms routes with their answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const terms = doc.paths['/api/software/{id}/agreement'];
    expect(Object.keys(terms.put.responses)).toEqual(
      expect.arrayContaining(['200', '204', '401', '403', '404', '429']),
    );
    expect(Object.keys(terms.get.responses)).toEqual(expect.arrayContaining(['200', '404']));
    expect(doc.paths['/api/software/{id}/agreement/acceptance'].get.responses).toHaveProperty(
      '200',
    );
  });
});
