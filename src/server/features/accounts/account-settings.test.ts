import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objects } from '@/server/db/schema/images.ts';
import { objectIdOf } from '@/shared/contracts/image-urls.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing, uploadImage } from '@/tests/factories/listings.ts';
import { registerUser, signUpAs } from '@/tests/factories/people.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const session = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
const putName = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/name',
    headers: cookie ? { cookie } : {},
    payload,
  });
const putPicture = (cookie: string | undefined, profileImageUrl: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/profile-picture',
    headers: cookie ? { cookie } : {},
    payload: { profileImageUrl },
  });
const deletePicture = (cookie: string | undefined) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/auth/profile-picture',
    headers: cookie ? { cookie } : {},
  });
const imageExists = async (path: string) =>
  (
    await t.db
      .select()
      .from(objects)
      .where(eq(objects.id, objectIdOf(path) ?? ''))
  ).length > 0;

describe('PUT /api/auth/name', () => {
  it('saves an 80-character accented name, trimmed, and the session shows it next', async () => {
    const me = await registerUser(t.app);
    const firstName = 'Éléonore-Ægir Çağrı Ñúñez '.repeat(4).slice(0, 80);
    const response = await putName(me.cookie, { firstName: ` ${firstName} `, lastName: 'Ørsted' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: firstName.trim(), lastName: 'Ørsted' });
    expect((await session(me.cookie)).json()).toMatchObject({
      firstName: firstName.trim(),
      lastName: 'Ørsted',
    });
  });

  it('shows the new name on the listings of a builder', async () => {
    const builder = await signUpAs(t.app, 'Builder');
    const listing = await postListing(t.app, builder.cookie, { name: 'Renamed Harbor' });
    await putName(builder.cookie, { firstName: 'Grace', lastName: 'Hopper' });
    const read = await t.app.inject({ method: 'GET', url: `/api/software/${listing.id}` });
    expect(read.json().builder).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it('refuses blank and over-long names with 400 naming the field', async () => {
    const me = await registerUser(t.app);
    const blank = await putName(me.cookie, { firstName: '  ', lastName: 'Lovelace' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ firstName: 'First name is required' });
    const long = await putName(me.cookie, { firstName: 'Ada', lastName: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().errors)).toEqual(['lastName']);
    expect((await session(me.cookie)).json()).toMatchObject({
      firstName: 'Test',
      lastName: 'User',
    });
  });

  it('refuses a signed-out request with 401', async () => {
    expect((await putName(undefined, { firstName: 'A', lastName: 'B' })).statusCode).toBe(401);
  });
});

describe('the profile picture', () => {
  it('is set from an image the user made, shown in the user JSON, and removed again', async () => {
    const me = await registerUser(t.app);
    const picture = await uploadImage(t.app, me.cookie);

    const set = await putPicture(me.cookie, picture);
    expect(set.statusCode).toBe(200);
    expect(set.json().profileImageUrl).toBe(picture);
    expect((await session(me.cookie)).json().profileImageUrl).toBe(picture);

    const removed = await deletePicture(me.cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().profileImageUrl).toBeNull();
    expect((await session(me.cookie)).json().profileImageUrl).toBeNull();
    expect(await imageExists(picture)).toBe(false);
  });

  it('deletes the picture it replaces, unless a listing shows that image', async () => {
    const builder = await signUpAs(t.app, 'Builder');
    const first = await uploadImage(t.app, builder.cookie);
    const second = await uploadImage(t.app, builder.cookie);
    await putPicture(builder.cookie, first);
    await putPicture(builder.cookie, second);
    expect(await imageExists(first)).toBe(false);

    const listing = await postListing(t.app, builder.cookie, { name: 'Shared Image' });
    await putPicture(builder.cookie, listing.imageUrl);
    await deletePicture(builder.cookie);
    expect(await imageExists(listing.imageUrl)).toBe(true);
  });

  it('refuses someone else’s image, a missing one and a foreign URL with 400, changing nothing', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const othersImage = await uploadImage(t.app, other.cookie);
    const missing = '/objects/00000000-0000-4000-8000-000000000000';
    for (const url of [othersImage, missing, 'https://tracker.example/pixel.png']) {
      const response = await putPicture(me.cookie, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation_failed',
        message: 'Upload a picture first',
        errors: { profileImageUrl: 'Upload a picture first' },
      });
    }
    expect((await session(me.cookie)).json().profileImageUrl).toBeNull();
    expect(await imageExists(othersImage)).toBe(true);
  });

  it('refuses signed-out requests with 401', async () => {
    expect((await putPicture(undefined, '/objects/x')).statusCode).toBe(401);
    expect((await deletePicture(undefined)).statusCode).toBe(401);
  });
});
