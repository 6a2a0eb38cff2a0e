import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '@/server/db/schema/chat.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { saved } from '@/server/db/schema/saved.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing, uploadImage } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

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

const post = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/software',
    headers: cookie ? { cookie } : {},
    payload,
  });

async function validBody(cookie = builder.cookie) {
  return {
    name: 'Tidewater',
    shortDescription: 'Tide tables offline',
    longDescription: 'Looking for sailors to test offline tide tables.',
    category: 'Mobile',
    imageUrl: await uploadImage(t.app, cookie),
    youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
    link: 'https://tidewater.example',
    notes: 'Try it at sea.',
  };
}

describe('POST /api/software', () => {
  it('lets a builder post a listing, answered with builder, flags and count', async () => {
    const response = await post(builder.cookie, await validBody());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Tidewater',
      category: 'Mobile',
      status: 'Open',
      builderId: builder.user.id,
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      testerCount: 0,
      hasInterest: false,
      isSaved: false,
      builder: { id: builder.user.id, firstName: 'Test', lastName: 'User' },
    });
  });

  it('refuses the signed-out (401), testers and admins (403)', async () => {
    const body = await validBody();
    expect((await post(undefined, body)).statusCode).toBe(401);
    for (const cookie of [tester.cookie, admin.cookie]) {
      const response = await post(cookie, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only Builder users can do this');
    }
  });

  it('names each missing field "Required" and asks for an image', async () => {
    const response = await post(builder.cookie, { category: 'Web' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'Required',
      shortDescription: 'Required',
      longDescription: 'Required',
      imageUrl: 'Please upload an image',
    });
  });

  it('refuses javascript: links, bad YouTube links and unknown categories', async () => {
    const body = await validBody();
    const response = await post(builder.cookie, {
      ...body,
      link: 'javascript:alert(1)',
      youtubeUrl: 'https://vimeo.com/123',
      category: 'Games',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      link: 'Enter a web address, such as example.com',
      youtubeUrl: 'Enter a valid YouTube link or leave blank.',
      category: expect.any(String),
    });
  });

  it('explains each refusal in words a person reads, never zod’s own', async () => {
    const body = await validBody();
    const response = await post(builder.cookie, {
      ...body,
      name: `Crème ${'é'.repeat(120)}`,
      notes: 'x'.repeat(5_001),
      category: 'Games',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'At most 120 characters',
      errors: {
        name: 'At most 120 characters',
        notes: 'At most 5,000 characters',
        category: 'Choose one of: Web, Mobile, DevTool, Other',
      },
    });
  });

  it('accepts the watch, youtu.be and embed YouTube forms', async () => {
    for (const youtubeUrl of [
      'https://www.youtube.com/watch?v=abc_DEF-123',
      'https://youtu.be/abc_DEF-123',
      'https://www.youtube.com/embed/abc_DEF-123',
    ]) {
      expect((await post(builder.cookie, { ...(await validBody()), youtubeUrl })).statusCode).toBe(
        201,
      );
    }
  });

  it("refuses an image that is not the builder's own upload", async () => {
    const foreignImage = await uploadImage(t.app, otherBuilder.cookie);
    const response = await post(builder.cookie, { ...(await validBody()), imageUrl: foreignImage });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ imageUrl: 'Please upload an image' });
  });
});

describe('GET /api/software/{id}', () => {
  it('answers any listing, Closed ones too, to anyone', async () => {
    const listing = await postListing(t.app, builder.cookie);
    await t.app.inject({
      method: 'PUT',
      url: `/api/software/${listing.id}`,
      headers: { cookie: builder.cookie },
      payload: { status: 'Closed' },
    });
    const response = await t.app.inject({ method: 'GET', url: `/api/software/${listing.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: listing.id, status: 'Closed', hasInterest: false });
  });

  it('answers 404 for a missing listing or a malformed id', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/software/${id}` });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('PUT and DELETE /api/software/{id}', () => {
  const setStatus = (id: string, cookie: string | undefined, status = 'Closed') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/software/${id}`,
      headers: cookie ? { cookie } : {},
      payload: { status },
    });

  it('lets only the owning builder close and reopen', async () => {
    const listing = await postListing(t.app, builder.cookie);
    expect((await setStatus(listing.id, undefined)).statusCode).toBe(401);
    expect((await setStatus(listing.id, tester.cookie)).statusCode).toBe(403);
    expect((await setStatus(listing.id, admin.cookie)).statusCode).toBe(403);
    const notOwner = await setStatus(listing.id, otherBuilder.cookie);
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().message).toBe('Only the builder who posted this can change it');
    expect((await setStatus(crypto.randomUUID(), builder.cookie)).statusCode).toBe(404);
    expect((await setStatus(listing.id, builder.cookie, 'Paused')).statusCode).toBe(400);

    expect((await setStatus(listing.id, builder.cookie)).json().status).toBe('Closed');
    expect((await setStatus(listing.id, builder.cookie, 'Open')).json().status).toBe('Open');
  });

  it('deletes for the owner only, with its signups, saves, conversations and image', async () => {
    const listing = await postListing(t.app, builder.cookie);
    const join = await t.app.inject({
      method: 'POST',
      url: '/api/interests',
      headers: { cookie: tester.cookie },
      payload: { softwareId: listing.id },
    });
    expect(join.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/saved',
      headers: { cookie: tester.cookie },
      payload: { softwareId: listing.id },
    });
    await t.db.insert(conversations).values({
      listingId: listing.id,
      builderId: builder.user.id,
      testerId: tester.user.id,
    });

    const remove = (cookie: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/software/${listing.id}`, headers: { cookie } });
    expect((await remove(otherBuilder.cookie)).statusCode).toBe(403);
    expect((await remove(tester.cookie)).statusCode).toBe(403);
    expect((await remove(builder.cookie)).statusCode).toBe(204);

    expect(
      (await t.app.inject({ method: 'GET', url: `/api/software/${listing.id}` })).statusCode,
    ).toBe(404);
    expect(await t.db.select().from(interests).where(eq(interests.listingId, listing.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(saved).where(eq(saved.listingId, listing.id))).toEqual([]);
    expect(
      await t.db.select().from(conversations).where(eq(conversations.listingId, listing.id)),
    ).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: listing.imageUrl })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${listing.imageUrl}/card` })).statusCode,
    ).toBe(404);
    expect((await remove(builder.cookie)).statusCode).toBe(404);
  });
});

describe('one image on two listings', () => {
  it('keeps the image while another listing shows it, and deletes it with the last one', async () => {
    const imageUrl = await uploadImage(t.app, builder.cookie);
    const first = await postListing(t.app, builder.cookie, { name: 'First', imageUrl });
    const second = await postListing(t.app, builder.cookie, { name: 'Second', imageUrl });
    const remove = (id: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/software/${id}`,
        headers: { cookie: builder.cookie },
      });
    const image = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

    expect((await remove(first.id)).statusCode).toBe(204);
    expect(await image(imageUrl)).toBe(200);
    expect(await image(`${imageUrl}/card`)).toBe(200);

    expect((await remove(second.id)).statusCode).toBe(204);
    expect(await image(imageUrl)).toBe(404);
    expect(await image(`${imageUrl}/card`)).toBe(404);
  });
});

describe('GET /api/builder/software', () => {
  it("lists the builder's own listings, all statuses, newest first, with tester counts", async () => {
    const own = await signUpAs(t.app, 'Builder');
    const first = await postListing(t.app, own.cookie, { name: 'First' });
    const second = await postListing(t.app, own.cookie, { name: 'Second' });
    await postListing(t.app, otherBuilder.cookie, { name: 'Not mine' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/software/${first.id}`,
      headers: { cookie: own.cookie },
      payload: { status: 'Closed' },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/builder/software',
      headers: { cookie: own.cookie },
    });
    expect(response.json().map((s: { id: string; status: string }) => [s.id, s.status])).toEqual([
      [second.id, 'Open'],
      [first.id, 'Closed'],
    ]);
    expect(response.json()[0].testerCount).toBe(0);
  });

  it('refuses testers (403) and the signed-out (401)', async () => {
    const asTester = await t.app.inject({
      method: 'GET',
      url: '/api/builder/software',
      headers: { cookie: tester.cookie },
    });
    expect(asTester.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/builder/software' })).statusCode).toBe(
      401,
    );
  });
});
