import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

let t: TestApp;
let builder: SignedInUser;
let listing: Listing;
beforeAll(async () => {
  t = await buildTestApp();
  builder = await signUpAs(t.app, 'Builder');
  listing = await postListing(t.app, builder.cookie, { name: 'Ask First', testerLimit: 1 });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function joinedTester(): Promise<SignedInUser & { interestId: string }> {
  const tester = await signUpAs(t.app, 'Tester');
  const joined = await call('POST', '/api/interests', tester.cookie, { softwareId: listing.id });
  expect(joined.statusCode).toBe(201);
  return { ...tester, interestId: joined.json().id };
}

/** The builder of `listing` (or `as`) starts a conversation with `testerId` about it. */
const start = (testerId: string, as = builder, listingId = listing.id) =>
  call('POST', '/api/conversations', as.cookie, {
    builderId: as.user.id,
    testerId,
    softwareId: listingId,
  });

describe('a builder starts the conversation', () => {
  it('with a tester who joined: both see it, and either starting again answers the same one', async () => {
    const tester = await joinedTester();
    const started = await start(tester.user.id);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      softwareId: listing.id,
      builder: { id: builder.user.id, role: 'Builder' },
      tester: { id: tester.user.id, role: 'Tester' },
      software: { id: listing.id, name: 'Ask First' },
      lastMessage: null,
    });
    const id = started.json().id;
    expect((await start(tester.user.id)).json().id).toBe(id);
    const byTester = await call('POST', '/api/conversations', tester.cookie, {
      builderId: builder.user.id,
      testerId: tester.user.id,
      softwareId: listing.id,
    });
    expect(byTester.json().id).toBe(id);
    // The tester's way in is as it was: only for themselves.
    const intruder = await joinedTester();
    const forTheOther = await call('POST', '/api/conversations', intruder.cookie, {
      builderId: builder.user.id,
      testerId: tester.user.id,
      softwareId: listing.id,
    });
    expect(forTheOther.statusCode).toBe(403);
    const testersList = await call('GET', '/api/conversations', tester.cookie);
    expect(testersList.json().map((c: { id: string }) => c.id)).toEqual([id]);

    const sent = await call('POST', '/api/messages', builder.cookie, {
      conversationId: id,
      content: 'Which phone do you test on?',
    });
    expect(sent.statusCode).toBe(201);
    const [seen] = (await call('GET', '/api/conversations', tester.cookie)).json();
    expect(seen).toMatchObject({ unreadCount: 1 });
  });

  it('with a waitlisted or a declined tester too', async () => {
    await joinedTester(); // holds the one place, unless someone already does
    const waiting = await joinedTester();
    const testers = (
      await call('GET', `/api/software/${listing.id}/testers`, builder.cookie)
    ).json();
    expect(testers.find((row: { id: string }) => row.id === waiting.interestId)).toMatchObject({
      status: 'Waitlisted',
    });
    expect((await start(waiting.user.id)).statusCode).toBe(200);

    const declined = await joinedTester();
    const decision = await call('PATCH', `/api/interests/${declined.interestId}`, builder.cookie, {
      status: 'Declined',
      reason: 'Looking for Android testers',
    });
    expect(decision.json()).toMatchObject({ status: 'Declined' });
    expect((await start(declined.user.id)).statusCode).toBe(200);
  });
});

describe('a builder is refused', () => {
  it('for someone who never joined the listing (403), and nothing is created', async () => {
    const stranger = await signUpAs(t.app, 'Tester');
    const refused = await start(stranger.user.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only testers who joined this beta can be messaged about it',
    );
    expect((await call('GET', '/api/conversations', stranger.cookie)).json()).toEqual([]);
  });

  it("on another builder's listing (403), or acting as another builder (403)", async () => {
    const tester = await joinedTester();
    const otherBuilder = await signUpAs(t.app, 'Builder');
    const onOthers = await start(tester.user.id, otherBuilder);
    expect(onOthers.statusCode).toBe(403);
    expect(onOthers.json().message).toBe("That is not this listing's builder");

    const forged = await call('POST', '/api/conversations', otherBuilder.cookie, {
      builderId: builder.user.id,
      testerId: tester.user.id,
      softwareId: listing.id,
    });
    expect(forged.statusCode).toBe(403);
    expect((await call('GET', '/api/conversations', otherBuilder.cookie)).json()).toEqual([]);
  });

  it('for an unknown listing (404); admins (403) and the signed out (401) cannot start one', async () => {
    const tester = await joinedTester();
    expect((await start(tester.user.id, builder, crypto.randomUUID())).statusCode).toBe(404);
    const admin = await signUpAs(t.app, 'Admin');
    const asAdmin = await call('POST', '/api/conversations', admin.cookie, {
      builderId: builder.user.id,
      testerId: tester.user.id,
      softwareId: listing.id,
    });
    expect(asAdmin.statusCode).toBe(403);
    const signedOut = await call('POST', '/api/conversations', undefined, {
      builderId: builder.user.id,
      testerId: tester.user.id,
      softwareId: listing.id,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
