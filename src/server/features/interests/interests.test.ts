import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interests } from '@/server/db/schema/interests.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { registerUser, type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

let t: TestApp;
let builder: SignedInUser;
let otherBuilder: SignedInUser;
let tester: SignedInUser;
let listing: Listing;
beforeAll(async () => {
  t = await buildTestApp();
  [builder, otherBuilder, tester] = await Promise.all([
    signUpAs(t.app, 'Builder'),
    signUpAs(t.app, 'Builder'),
    signUpAs(t.app, 'Tester'),
  ]);
  listing = await postListing(t.app, builder.cookie, { name: 'Joinable' });
});
afterAll(() => t.close());

const join = (cookie: string | undefined, listingId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/interests',
    headers: cookie ? { cookie } : {},
    payload: { softwareId: listingId },
  });
const request = (
  method: 'GET' | 'DELETE' | 'PATCH' | 'PUT',
  url: string,
  cookie?: string,
  payload?: object,
) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('joining a beta', () => {
  it('lets a tester join once: 201, then 200 with the same signup and one row', async () => {
    const first = await join(tester.cookie, listing.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      softwareId: listing.id,
      testerId: tester.user.id,
      status: 'Interested',
      software: { id: listing.id, hasInterest: true, testerCount: 1 },
    });
    const again = await join(tester.cookie, listing.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(
      await t.db.select().from(interests).where(eq(interests.listingId, listing.id)),
    ).toHaveLength(1);
  });

  it("tells the builder the tester's name as written, percent signs included", async () => {
    const { cookie } = await registerUser(t.app, { firstName: '100%', lastName: '%s Ærøskøbing' });
    const profile = await request('PUT', '/api/auth/profile', cookie, {
      role: 'Tester',
      phone: '+1 555 0100',
    });
    expect(profile.statusCode).toBe(200);
    const named = await postListing(t.app, builder.cookie, { name: '50% off %d' });
    expect((await join(cookie, named.id)).statusCode).toBe(201);
    const bell = await request('GET', '/api/notifications', builder.cookie);
    expect(bell.json().items.map((n: { title: string }) => n.title)).toContain(
      '100% %s Ærøskøbing joined 50% off %d',
    );
  });

  it('refuses builders and admins (403), the signed-out (401), missing listings (404)', async () => {
    const admin = await signUpAs(t.app, 'Admin');
    expect((await join(builder.cookie, listing.id)).statusCode).toBe(403);
    expect((await join(admin.cookie, listing.id)).statusCode).toBe(403);
    expect((await join(undefined, listing.id)).statusCode).toBe(401);
    expect((await join(tester.cookie, crypto.randomUUID())).statusCode).toBe(404);
    expect((await join(tester.cookie, 'nope')).statusCode).toBe(400);
  });

  it('refuses to join a Closed listing with 409', async () => {
    const closed = await postListing(t.app, builder.cookie, { name: 'Closed beta' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/software/${closed.id}`,
      headers: { cookie: builder.cookie },
      payload: { status: 'Closed' },
    });
    const response = await join(tester.cookie, closed.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'listing_closed',
      message: 'This beta is closed to new testers',
    });
  });
});

describe("a tester's betas", () => {
  it('lists them with software and software.builder, and leaving removes one', async () => {
    const other = await signUpAs(t.app, 'Tester');
    const second = await postListing(t.app, builder.cookie, { name: 'Second beta' });
    await join(other.cookie, listing.id);
    await join(other.cookie, second.id);
    const list = await request('GET', '/api/interests', other.cookie);
    expect(list.json().map((i: { software: Listing }) => i.software.name)).toEqual([
      'Second beta',
      'Joinable',
    ]);
    expect(list.json()[0].software.builder).toMatchObject({
      id: builder.user.id,
      firstName: 'Test',
    });

    expect((await request('DELETE', `/api/interests/${second.id}`, other.cookie)).statusCode).toBe(
      204,
    );
    const after = await request('GET', '/api/interests', other.cookie);
    expect(after.json().map((i: { softwareId: string }) => i.softwareId)).toEqual([listing.id]);
    // Leaving is not a ban: the tester may join again.
    expect((await join(other.cookie, second.id)).statusCode).toBe(201);
  });

  it('is for testers only', async () => {
    expect((await request('GET', '/api/interests', builder.cookie)).statusCode).toBe(403);
    expect((await request('GET', '/api/interests')).statusCode).toBe(401);
    expect((await request('DELETE', `/api/interests/${listing.id}`)).statusCode).toBe(401);
  });
});

describe("a listing's testers, reviewed by its builder", () => {
  it('shows the builder who joined and lets them accept or decline', async () => {
    const reviewed = await signUpAs(t.app, 'Tester');
    const signup = (await join(reviewed.cookie, listing.id)).json();
    const testers = await request('GET', `/api/software/${listing.id}/testers`, builder.cookie);
    expect(testers.statusCode).toBe(200);
    expect(testers.json()[0]).toMatchObject({
      id: signup.id,
      status: 'Interested',
      tester: { id: reviewed.user.id, firstName: 'Test', lastName: 'User' },
    });

    const accepted = await request('PATCH', `/api/interests/${signup.id}`, builder.cookie, {
      status: 'Accepted',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('Accepted');
    const seenByTester = await request('GET', '/api/interests', reviewed.cookie);
    expect(seenByTester.json()[0].status).toBe('Accepted');
  });

  it('refuses other builders, testers and the signed-out', async () => {
    const signup = (await join(tester.cookie, listing.id)).json();
    const testersUrl = `/api/software/${listing.id}/testers`;
    expect((await request('GET', testersUrl, otherBuilder.cookie)).statusCode).toBe(403);
    expect((await request('GET', testersUrl, tester.cookie)).statusCode).toBe(403);
    expect((await request('GET', testersUrl)).statusCode).toBe(401);
    const decline = { status: 'Declined' };
    expect(
      (await request('PATCH', `/api/interests/${signup.id}`, otherBuilder.cookie, decline))
        .statusCode,
    ).toBe(403);
    expect(
      (await request('PATCH', `/api/interests/${signup.id}`, tester.cookie, decline)).statusCode,
    ).toBe(403);
    expect(
      (await request('PATCH', `/api/interests/${crypto.randomUUID()}`, builder.cookie, decline))
        .statusCode,
    ).toBe(404);
    expect(
      (await request('PATCH', `/api/interests/${signup.id}`, builder.cookie, { status: 'Maybe' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('a decline outlives the signup', () => {
  it('keeps a declined tester declined through leaving and joining again, until the builder changes it', async () => {
    const declined = await signUpAs(t.app, 'Tester');
    const signup = (await join(declined.cookie, listing.id)).json();
    const review = (id: string, status: string) =>
      request('PATCH', `/api/interests/${id}`, builder.cookie, { status });
    expect((await review(signup.id, 'Declined')).statusCode).toBe(200);

    expect(
      (await request('DELETE', `/api/interests/${listing.id}`, declined.cookie)).statusCode,
    ).toBe(204);
    const rejoined = await join(declined.cookie, listing.id);
    expect(rejoined.statusCode).toBe(201);
    expect(rejoined.json().status).toBe('Declined');
    const testers = await request('GET', `/api/software/${listing.id}/testers`, builder.cookie);
    expect(testers.json()).toContainEqual(
      expect.objectContaining({ id: rejoined.json().id, status: 'Declined' }),
    );

    expect((await review(rejoined.json().id, 'Accepted')).statusCode).toBe(200);
    await request('DELETE', `/api/interests/${listing.id}`, declined.cookie);
    expect((await join(declined.cookie, listing.id)).json().status).toBe('Interested');
  });
});
