import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewerFlagsFor } from '@/server/features/listings/browse/viewer-flags.ts';
import { findListing } from '@/server/features/listings/listings.service.ts';
import { interestPaths } from '@/shared/contracts/interest-paths.ts';
import { listingPaths } from '@/shared/contracts/listing-paths.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { savedPaths } from '@/shared/contracts/saved-paths.ts';
import { authPaths } from '@/shared/contracts/session.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing, uploadImage } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { ViewerFlagsCache } from './listing-cache.ts';

/**
 * Browse and the detail view answer from a per-process cache. Each test warms it first, then
 * changes something through the API: the very next answer must show the change.
 */
let queries = 0;
/** Reads of listings' JSON, which fill the cache. */
let listingReads = 0;
/** The words each folding of typed words asked for. */
let asked: string[][] = [];
let t: TestApp;
let builder: SignedInUser;
let tester: SignedInUser;
let otherTester: SignedInUser;
let imageUrl: string;
beforeAll(async () => {
  t = await buildTestApp({}, (query, params) => {
    queries++;
    if (query.includes('row_to_json')) listingReads++;
    if (query.includes('bh_unaccent(raw)')) asked.push(JSON.parse(String(params[0])));
  });
  [builder, tester, otherTester] = await Promise.all([
    signUpAs(t.app, 'Builder'),
    signUpAs(t.app, 'Tester'),
    signUpAs(t.app, 'Tester'),
  ]);
  imageUrl = await uploadImage(t.app, builder.cookie);
});
afterAll(() => t.close());

const headers = (viewer?: SignedInUser) => (viewer ? { cookie: viewer.cookie } : {});

async function browse(viewer?: SignedInUser, query = ''): Promise<Listing[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${listingPaths.list}${query}`,
    headers: headers(viewer),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const detail = (id: string, viewer?: SignedInUser) =>
  t.app.inject({ method: 'GET', url: listingPaths.one(id), headers: headers(viewer) });

/**
 * The listing as Browse and the detail view show it to `viewer`; both must agree, but for the
 * access instructions that only the detail view gives its builder and Accepted testers.
 */
async function seen(id: string, viewer?: SignedInUser): Promise<Listing> {
  const onBrowse = (await browse(viewer)).find((listing) => listing.id === id);
  const response = await detail(id, viewer);
  expect(response.statusCode).toBe(200);
  const { accessInstructions: _, ...shown } = response.json();
  expect(onBrowse).toEqual(shown);
  return response.json();
}

/** Both views warmed for every viewer a test looks through. */
async function warm(id: string, ...viewers: (SignedInUser | undefined)[]) {
  for (const viewer of viewers) await seen(id, viewer);
}

const act = async (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: SignedInUser,
  payload?: object,
) => {
  const response = await t.app.inject({ method, url, headers: { cookie: who.cookie }, payload });
  expect(response.statusCode).toBeLessThan(300);
  return response;
};

const save = (id: string) => act('POST', savedPaths.list, tester, { softwareId: id });
const unsave = (id: string) => act('DELETE', savedPaths.byListing(id), tester);
const join = (id: string) => act('POST', interestPaths.list, tester, { softwareId: id });
const leave = (id: string) => act('DELETE', interestPaths.byListing(id), tester);
const setStatus = (id: string, status: 'Open' | 'Closed') =>
  act('PUT', listingPaths.one(id), builder, { status });

describe('cached Browse and detail views', () => {
  it('run no query when asked again, and answer what the database holds', async () => {
    const listing = await postListing(t.app, builder.cookie, { name: 'Warm', imageUrl });
    await save(listing.id);
    await join(listing.id);
    for (const viewer of [tester, undefined]) {
      await warm(listing.id, viewer);
      queries = 0;
      const shown = await seen(listing.id, viewer);
      expect(queries).toBe(0);
      expect(shown).toEqual(await findListing(t.db, listing.id, viewer?.user.id ?? null));
    }
  });

  it('read a listing once for requests that want it at the same moment', async () => {
    const listing = await postListing(t.app, builder.cookie, { name: 'Wanted at once' });
    listingReads = 0;
    const answers = await Promise.all(
      [tester, otherTester, undefined, tester].map((viewer) => detail(listing.id, viewer)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().name))).toEqual(
      new Set(['Wanted at once']),
    );
    expect(listingReads).toBe(1);
  });

  it('show a save and an unsave at once', async () => {
    const listing = await postListing(t.app, builder.cookie, { name: 'Saved', imageUrl });
    await warm(listing.id, tester);
    await save(listing.id);
    expect(await seen(listing.id, tester)).toMatchObject({ isSaved: true, hasInterest: false });
    await unsave(listing.id);
    expect(await seen(listing.id, tester)).toMatchObject({ isSaved: false, hasInterest: false });
  });

  it('show a signup and its tester count at once, and take both back on leaving', async () => {
    const listing = await postListing(t.app, builder.cookie, { name: 'Joined', imageUrl });
    await warm(listing.id, tester, otherTester, undefined);
    await join(listing.id);
    expect(await seen(listing.id, tester)).toMatchObject({ hasInterest: true, testerCount: 1 });
    expect(await seen(listing.id, otherTester)).toMatchObject({
      hasInterest: false,
      testerCount: 1,
    });
    expect((await seen(listing.id)).testerCount).toBe(1);
    await leave(listing.id);
    expect(await seen(listing.id, tester)).toMatchObject({ hasInterest: false, testerCount: 0 });
    expect((await seen(listing.id)).testerCount).toBe(0);
  });

  it("keep one tester's flags from another, and from signed-out viewers", async () => {
    const listing = await postListing(t.app, builder.cookie, { name: 'Private', imageUrl });
    await warm(listing.id, tester, otherTester, undefined);
    await save(listing.id);
    await join(listing.id);
    expect(await seen(listing.id, tester)).toMatchObject({ isSaved: true, hasInterest: true });
    for (const viewer of [otherTester, builder, undefined]) {
      expect(await seen(listing.id, viewer)).toMatchObject({ isSaved: false, hasInterest: false });
    }
  });

  it("show a builder's new name on each of their listings", async () => {
    const renamed = await signUpAs(t.app, 'Builder');
    const image = await uploadImage(t.app, renamed.cookie);
    const first = await postListing(t.app, renamed.cookie, { name: 'Renamed 1', imageUrl: image });
    const second = await postListing(t.app, renamed.cookie, { name: 'Renamed 2', imageUrl: image });
    const other = await postListing(t.app, builder.cookie, { name: 'Not renamed', imageUrl });
    await warm(first.id, tester, undefined);
    await warm(second.id, tester);
    const profile = { phone: '+1 555 0100', businessName: 'Renamed Labs' };
    await act('PUT', authPaths.profile, renamed, profile);
    for (const id of [first.id, second.id]) {
      expect((await seen(id, tester)).builder.businessName).toBe('Renamed Labs');
    }
    expect((await seen(first.id)).builder.businessName).toBe('Renamed Labs');
    expect((await seen(other.id, tester)).builder.businessName).toBe(other.builder.businessName);
  });
});

describe('cached Browse pages', () => {
  it('put a new listing first on every page it belongs to', async () => {
    await postListing(t.app, builder.cookie, { name: 'Older', category: 'DevTool', imageUrl });
    await browse(tester);
    await browse(tester, '?category=DevTool');
    const created = await postListing(t.app, builder.cookie, {
      name: 'Newest',
      category: 'DevTool',
      imageUrl,
    });
    expect((await browse(tester))[0]?.id).toBe(created.id);
    expect((await browse(tester, '?category=DevTool'))[0]?.id).toBe(created.id);
    expect((await browse(undefined, '?category=Web')).map((s) => s.id)).not.toContain(created.id);
  });

  it('answer a repeated search from the cache, and show a new listing, an edit and a close at once', async () => {
    const searchNames = async (search: string) =>
      (await browse(undefined, `?search=${search}`)).map((listing) => listing.name);
    const first = await postListing(t.app, builder.cookie, { name: 'Gannet Log', imageUrl });
    expect(await searchNames('gannet')).toEqual(['Gannet Log']);
    queries = 0;
    expect(await searchNames('gannet')).toEqual(['Gannet Log']);
    expect(queries).toBe(0);
    await postListing(t.app, builder.cookie, { name: 'Gannet Map', imageUrl });
    expect(await searchNames('gannet')).toEqual(['Gannet Map', 'Gannet Log']);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: listingPaths.one(first.id),
      headers: headers(builder),
      payload: { name: 'Petrel Log' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await searchNames('gannet')).toEqual(['Gannet Map']);
    expect(await searchNames('petrel')).toEqual(['Petrel Log']);
    await setStatus(first.id, 'Closed');
    expect(await searchNames('petrel')).toEqual([]);
  });

  it('answer another page size of a search from the index, with no query', async () => {
    const searchNames = async (query: string) =>
      (await browse(undefined, query)).map((listing) => listing.name);
    expect(await searchNames('?search=cormorant')).toEqual([]);
    await postListing(t.app, builder.cookie, { name: 'Cormorant Dive', imageUrl });
    expect(await searchNames('?search=cormorant')).toEqual(['Cormorant Dive']);
    queries = 0;
    expect(await searchNames('?search=cormorant&limit=6')).toEqual(['Cormorant Dive']);
    expect(queries).toBe(0);
  });

  it('fold only the words a search does not share with earlier ones', async () => {
    await postListing(t.app, builder.cookie, { name: 'Shearwater Glide', imageUrl });
    const searchNames = async (search: string) =>
      (await browse(undefined, `?search=${encodeURIComponent(search)}`)).map((l) => l.name);
    expect(await searchNames('shearwater')).toEqual(['Shearwater Glide']);
    asked = [];
    expect(await searchNames('shearwater glide')).toEqual(['Shearwater Glide']);
    expect(asked).toEqual([['glide']]);
    asked = [];
    expect(await searchNames('glide shearwater')).toEqual(['Shearwater Glide']);
    expect(asked).toEqual([]);
  });

  it('drop a closed listing, whose detail shows it closed, and take it back when reopened', async () => {
    const listing = await postListing(t.app, builder.cookie, { name: 'Closing', imageUrl });
    await warm(listing.id, tester, undefined);
    await setStatus(listing.id, 'Closed');
    for (const viewer of [tester, undefined]) {
      expect((await browse(viewer)).map((s) => s.id)).not.toContain(listing.id);
      expect((await detail(listing.id, viewer)).json()).toMatchObject({ status: 'Closed' });
    }
    await setStatus(listing.id, 'Open');
    expect((await browse(tester))[0]).toMatchObject({ id: listing.id, status: 'Open' });
    expect((await detail(listing.id, tester)).json()).toMatchObject({ status: 'Open' });
  });

  it('drop a deleted listing, whose detail is then not found', async () => {
    // Deleting a listing deletes its image, so it gets one of its own.
    const listing = await postListing(t.app, builder.cookie, { name: 'Deleted' });
    await save(listing.id);
    await warm(listing.id, tester, undefined);
    await act('DELETE', listingPaths.one(listing.id), builder);
    for (const viewer of [tester, undefined]) {
      expect((await browse(viewer)).map((s) => s.id)).not.toContain(listing.id);
      expect((await detail(listing.id, viewer)).statusCode).toBe(404);
    }
  });
});

describe('viewerFlagsFor', () => {
  it('reads only the asked listings for a viewer past the cap, and remembers only that', async () => {
    const listings = await Promise.all(
      ['Cap 1', 'Cap 2', 'Cap 3'].map((name) =>
        postListing(t.app, builder.cookie, { name, imageUrl }),
      ),
    );
    const [a, b, c] = listings.map((listing) => listing.id) as [string, string, string];
    const heavy = await signUpAs(t.app, 'Tester');
    for (const id of [a, b]) await act('POST', savedPaths.list, heavy, { softwareId: id });
    await act('POST', interestPaths.list, heavy, { softwareId: b });
    await act('POST', interestPaths.list, heavy, { softwareId: c });
    const cache = new ViewerFlagsCache();

    const flags = await viewerFlagsFor(t.db, cache, heavy.user.id, [a, b], 1);
    expect([...flags.saved].sort()).toEqual([a, b].sort());
    expect([...flags.joined]).toEqual([b]);
    const kept = cache.get(heavy.user.id);
    expect(kept?.partial).toBe(true);
    expect([kept?.saved.size, kept?.joined.size]).toEqual([0, 0]);
    // Later pages ask about their own listings only.
    const later = await viewerFlagsFor(t.db, cache, heavy.user.id, [c], 1);
    expect([[...later.saved], [...later.joined]]).toEqual([[], [c]]);
    // An empty Browse page (a category with no listings) asks for no ids at all.
    const none = await viewerFlagsFor(t.db, cache, heavy.user.id, [], 1);
    expect([none.saved.size, none.joined.size]).toEqual([0, 0]);

    cache.forget(heavy.user.id);
    const all = await viewerFlagsFor(t.db, cache, heavy.user.id, [a], 4);
    expect([...all.joined].sort()).toEqual([b, c].sort());
    expect(cache.get(heavy.user.id)).toBe(all);
  });
});
