import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPaths } from '@/shared/contracts/listing-paths.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { OS_VERSION_MESSAGE } from '@/shared/contracts/platforms.ts';
import { sharingPaths } from '@/shared/contracts/sharing-paths.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing, uploadImage } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { MIN_OS_VERSION_WITHOUT_PLATFORM_MESSAGE } from './listing-platforms.ts';

let t: TestApp;
let builder: SignedInUser;
let otherBuilder: SignedInUser;
let tester: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  [builder, otherBuilder, tester, admin] = await Promise.all([
    signUpAs(t.app, 'Builder'),
    signUpAs(t.app, 'Builder'),
    signUpAs(t.app, 'Tester'),
    signUpAs(t.app, 'Admin'),
  ]);
});
afterAll(() => t.close());

const post = async (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/software',
    headers: { cookie: builder.cookie },
    payload: {
      name: 'Anchorage',
      shortDescription: 'Moorings booked offline',
      longDescription: 'Looking for sailors on phones and laptops.',
      category: 'Mobile',
      imageUrl: await uploadImage(t.app, builder.cookie),
      ...payload,
    },
  });
const edit = (id: string, cookie: string | undefined, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/software/${id}`,
    headers: cookie ? { cookie } : {},
    payload,
  });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const platformsOf = ({
  platforms,
  minOsVersions,
}: Pick<Listing, 'platforms' | 'minOsVersions'>) => ({
  platforms,
  minOsVersions,
});
/** The detail, Browse's page and the builder's own list: each must say the same. */
async function everywhere(id: string) {
  const detail: Listing = (await get(`/api/software/${id}`)).json();
  const browse: Listing[] = (await get('/api/software?limit=50')).json();
  const own: Listing[] = (await get(listingPaths.builderList, builder.cookie)).json();
  return [detail, browse.find((listing) => listing.id === id), own.find((l) => l.id === id)].map(
    (listing) => listing && platformsOf(listing),
  );
}

describe('platforms on POST /api/software', () => {
  it('stores the platforms in their usual order, each once, with the minimums given', async () => {
    const response = await post({
      platforms: ['Web', 'iOS', 'Android'],
      minOsVersions: { iOS: '17.4', Android: ' 10 ' },
    });
    expect(response.statusCode).toBe(201);
    const expected = {
      platforms: ['Android', 'iOS', 'Web'],
      minOsVersions: { Android: '10', iOS: '17.4' },
    };
    expect(platformsOf(response.json())).toEqual(expected);
    expect(await everywhere(response.json().id)).toEqual([expected, expected, expected]);
  });

  it('takes a listing that names no platform', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(201);
    expect(platformsOf(response.json())).toEqual({ platforms: [], minOsVersions: {} });
  });

  it('refuses a minimum for a platform the listing does not name, and posts nothing', async () => {
    const before: Listing[] = (await get(listingPaths.builderList, builder.cookie)).json();
    const response = await post({ platforms: ['Android'], minOsVersions: { iOS: '16' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_min_os_version',
      message: MIN_OS_VERSION_WITHOUT_PLATFORM_MESSAGE,
      errors: { minOsVersions: MIN_OS_VERSION_WITHOUT_PLATFORM_MESSAGE },
    });
    expect((await get(listingPaths.builderList, builder.cookie)).json()).toHaveLength(
      before.length,
    );
  });

  it.each([
    [{ platforms: ['Android', 'Android'] }, 'platforms'],
    [{ platforms: ['Symbian'] }, 'platforms.0'],
    [{ platforms: 'Android' }, 'platforms'],
    [{ platforms: ['Android'], minOsVersions: { Android: 'ten' } }, 'minOsVersions.Android'],
    [{ platforms: ['Android'], minOsVersions: { Android: '' } }, 'minOsVersions.Android'],
    [{ platforms: ['Web'], minOsVersions: { Web: '1.2.3.4.5' } }, 'minOsVersions.Web'],
    [{ platforms: ['Web'], minOsVersions: { Symbian: '1' } }, 'minOsVersions'],
  ])('refuses %j under %s', async (payload, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('says how to write a version', async () => {
    const response = await post({ platforms: ['iOS'], minOsVersions: { iOS: 'seventeen' } });
    expect(response.json().errors['minOsVersions.iOS']).toBe(OS_VERSION_MESSAGE);
  });
});

describe('platforms on PATCH /api/software/{id}', () => {
  const listed = () =>
    postListing(t.app, builder.cookie, {
      platforms: ['Android', 'iOS', 'macOS'],
      minOsVersions: { Android: '10', macOS: '14' },
    });

  it('drops the minimum of a platform taken away and keeps the others', async () => {
    const listing = await listed();
    const response = await edit(listing.id, builder.cookie, { platforms: ['iOS', 'Android'] });
    expect(response.statusCode).toBe(200);
    const expected = { platforms: ['Android', 'iOS'], minOsVersions: { Android: '10' } };
    expect(platformsOf(response.json())).toEqual(expected);
    expect(await everywhere(listing.id)).toEqual([expected, expected, expected]);
  });

  it('replaces the minimums for the platforms the listing names', async () => {
    const listing = await listed();
    const response = await edit(listing.id, builder.cookie, { minOsVersions: { iOS: '16.1' } });
    expect(platformsOf(response.json())).toEqual({
      platforms: ['Android', 'iOS', 'macOS'],
      minOsVersions: { iOS: '16.1' },
    });
  });

  it('takes new platforms with their minimums at once', async () => {
    const listing = await listed();
    const response = await edit(listing.id, builder.cookie, {
      platforms: ['Windows', 'Linux'],
      minOsVersions: { Windows: '10.0.19045' },
    });
    expect(platformsOf(response.json())).toEqual({
      platforms: ['Windows', 'Linux'],
      minOsVersions: { Windows: '10.0.19045' },
    });
  });

  it('leaves the platforms alone when an edit names neither', async () => {
    const listing = await listed();
    const response = await edit(listing.id, builder.cookie, { name: 'Renamed Anchorage' });
    expect(platformsOf(response.json())).toEqual(platformsOf(listing));
  });

  it('refuses a minimum for a platform the listing will not name, and changes nothing', async () => {
    const listing = await listed();
    for (const payload of [
      { minOsVersions: { Web: '1' } },
      { platforms: ['Android'], minOsVersions: { macOS: '14' } },
    ]) {
      const response = await edit(listing.id, builder.cookie, { ...payload, name: 'Not saved' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'invalid_min_os_version',
        errors: { minOsVersions: MIN_OS_VERSION_WITHOUT_PLATFORM_MESSAGE },
      });
    }
    const detail: Listing = (await get(`/api/software/${listing.id}`)).json();
    expect(detail.name).toBe(listing.name);
    expect(platformsOf(detail)).toEqual(platformsOf(listing));
  });

  it('refuses the signed out (401), testers, admins and other builders (403)', async () => {
    const listing = await listed();
    const payload = { platforms: ['Web'] };
    expect((await edit(listing.id, undefined, payload)).statusCode).toBe(401);
    for (const cookie of [tester.cookie, admin.cookie, otherBuilder.cookie]) {
      expect((await edit(listing.id, cookie, payload)).statusCode).toBe(403);
    }
    expect(platformsOf((await get(`/api/software/${listing.id}`)).json())).toEqual(
      platformsOf(listing),
    );
  });
});

describe('platforms on the share page', () => {
  it('shows where the build runs to anyone, signed out too', async () => {
    const listing = await postListing(t.app, builder.cookie, {
      platforms: ['iPadOS', 'Web'],
      minOsVersions: { iPadOS: '17' },
    });
    const response = await get(sharingPaths.publicListing(listing.id));
    expect(response.statusCode).toBe(200);
    expect(platformsOf(response.json())).toEqual({
      platforms: ['iPadOS', 'Web'],
      minOsVersions: { iPadOS: '17' },
    });
  });
});
