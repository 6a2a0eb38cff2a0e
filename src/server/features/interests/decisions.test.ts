import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECISION_REASON_MAX_LENGTH } from '@/shared/constants.ts';
import { LISTING_FULL_MESSAGE } from '@/shared/contracts/interest-messages.ts';
import type { ListingTester } from '@/shared/contracts/interests.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

let t: TestApp;
let builder: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  builder = await signUpAs(t.app, 'Builder');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

interface Joined extends SignedInUser {
  interestId: string;
}

/** A new listing of the builder's and `count` testers who joined it, one after the other. */
async function listingWith(
  count: number,
  testerLimit: number | null = null,
): Promise<{ listing: Listing; testers: Joined[] }> {
  const listing = await postListing(t.app, builder.cookie, { name: 'Decided', testerLimit });
  const testers: Joined[] = [];
  for (let i = 0; i < count; i++) {
    const tester = await signUpAs(t.app, 'Tester');
    const joined = await call('POST', '/api/interests', tester.cookie, { softwareId: listing.id });
    expect(joined.statusCode).toBe(201);
    testers.push({ ...tester, interestId: joined.json().id });
  }
  return { listing, testers };
}

const decide = (
  listing: Listing,
  body: { interestIds: string[]; status: string; reason?: string },
  cookie = builder.cookie,
) => call('POST', `/api/software/${listing.id}/testers/decisions`, cookie, body);

/** Where each tester stands, as the builder's testers list says, by signup id. */
async function standings(listing: Listing) {
  const response = await call('GET', `/api/software/${listing.id}/testers`, builder.cookie);
  expect(response.statusCode).toBe(200);
  const rows: ListingTester[] = response.json();
  return Object.fromEntries(
    rows.map(({ id, status, reason, waitlistPosition }) => [
      id,
      { status, reason, waitlistPosition },
    ]),
  );
}

/** The tester's own signup, as My Demos reads it. */
async function ownStanding(tester: Joined) {
  const response = await call('GET', '/api/interests', tester.cookie);
  const own = response.json().find((row: { id: string }) => row.id === tester.interestId);
  return { status: own?.status, reason: own?.reason };
}

describe('POST /api/software/:softwareId/testers/decisions', () => {
  it('declines several testers with one reason, which they and the builder both read', async () => {
    const { listing, testers } = await listingWith(3);
    const [first, second, untouched] = testers as [Joined, Joined, Joined];
    const reason = 'We need testers on Android 14 this round';
    const response = await decide(listing, {
      interestIds: [first.interestId, second.interestId],
      status: 'Declined',
      reason,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((row: ListingTester) => [row.id, row.status, row.reason])).toEqual(
      expect.arrayContaining([
        [first.interestId, 'Declined', reason],
        [second.interestId, 'Declined', reason],
      ]),
    );
    expect(response.json()).toHaveLength(2);
    expect(await ownStanding(first)).toEqual({ status: 'Declined', reason });
    expect(await ownStanding(second)).toEqual({ status: 'Declined', reason });
    expect(await ownStanding(untouched)).toEqual({ status: 'Interested', reason: null });
    expect(await standings(listing)).toMatchObject({
      [first.interestId]: { status: 'Declined', reason },
      [untouched.interestId]: { status: 'Interested', reason: null },
    });
  });

  it('accepts several testers, with a reason or none, and a reason of exactly 500 characters', async () => {
    const { listing, testers } = await listingWith(2);
    const ids = testers.map((tester) => tester.interestId);
    const welcome = await decide(listing, { interestIds: ids, status: 'Accepted' });
    expect(welcome.statusCode).toBe(200);
    for (const tester of testers) {
      expect(await ownStanding(tester)).toEqual({ status: 'Accepted', reason: null });
    }
    const longest = 'é'.repeat(DECISION_REASON_MAX_LENGTH);
    const again = await decide(listing, { interestIds: ids, status: 'Accepted', reason: longest });
    expect(again.statusCode).toBe(200);
    expect(await ownStanding(testers[0] as Joined)).toEqual({
      status: 'Accepted',
      reason: longest,
    });
  });

  it('changes nothing when one id is unknown or of another listing (404)', async () => {
    const { listing, testers } = await listingWith(2);
    const elsewhere = await listingWith(1);
    const before = await standings(listing);
    for (const stray of [crypto.randomUUID(), elsewhere.testers[0]?.interestId as string]) {
      const response = await decide(listing, {
        interestIds: [...testers.map((tester) => tester.interestId), stray],
        status: 'Declined',
        reason: 'Not this time',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'signup_not_found', message: 'Signup not found' });
    }
    expect(await standings(listing)).toEqual(before);
    expect(await standings(elsewhere.listing)).toMatchObject({
      [elsewhere.testers[0]?.interestId as string]: { status: 'Interested', reason: null },
    });
  });

  it('refuses another builder and testers (403) and the signed out (401); nothing changes', async () => {
    const { listing, testers } = await listingWith(1);
    const [tester] = testers as [Joined];
    const body = { interestIds: [tester.interestId], status: 'Declined', reason: 'No' };
    const otherBuilder = await signUpAs(t.app, 'Builder');
    const byOther = await decide(listing, body, otherBuilder.cookie);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe('Only this listing’s builder can decide about its testers');
    expect((await decide(listing, body, tester.cookie)).statusCode).toBe(403);
    expect((await decide(listing, body, '')).statusCode).toBe(401);
    expect(await ownStanding(tester)).toEqual({ status: 'Interested', reason: null });
  });

  it('refuses a reason over 500 characters, an empty list, and a status of its own (400)', async () => {
    const { listing, testers } = await listingWith(1);
    const [tester] = testers as [Joined];
    const tooLong = await decide(listing, {
      interestIds: [tester.interestId],
      status: 'Declined',
      reason: 'x'.repeat(DECISION_REASON_MAX_LENGTH + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().errors)).toEqual(['reason']);
    const none = await decide(listing, { interestIds: [], status: 'Declined' });
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().errors)).toEqual(['interestIds']);
    const waitlisted = await decide(listing, {
      interestIds: [tester.interestId],
      status: 'Waitlisted',
    });
    expect(waitlisted.statusCode).toBe(400);
    expect(Object.keys(waitlisted.json().errors)).toEqual(['status']);
    expect(await ownStanding(tester)).toEqual({ status: 'Interested', reason: null });
  });
});

describe('decisions and places', () => {
  it('refuses to take in a waitlisted tester when no place is free (409), all or none', async () => {
    const { listing, testers } = await listingWith(2, 1);
    const [holder, waiting] = testers as [Joined, Joined];
    const before = await standings(listing);
    expect(before[waiting.interestId]).toEqual({
      status: 'Waitlisted',
      reason: null,
      waitlistPosition: 1,
    });
    for (const interestIds of [[waiting.interestId], [holder.interestId, waiting.interestId]]) {
      const response = await decide(listing, { interestIds, status: 'Accepted', reason: 'In' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'listing_full', message: LISTING_FULL_MESSAGE });
    }
    expect(await standings(listing)).toEqual(before);
  });

  it('counts as testers only those holding a place, on the detail, Browse and share page', async () => {
    const { listing, testers } = await listingWith(2, 1);
    const [holder] = testers as [Joined, Joined];
    const counts = async () => {
      const detail = (await call('GET', `/api/software/${listing.id}`)).json();
      const card = (await call('GET', '/api/software?limit=100')).json();
      const shared = (await call('GET', `/api/public/software/${listing.id}`)).json();
      return {
        detail: { testerCount: detail.testerCount, placesLeft: detail.placesLeft },
        card: card.find((one: Listing) => one.id === listing.id)?.testerCount,
        shared: shared.testerCount,
      };
    };
    // One holds the only place, one waits for it.
    expect(await counts()).toEqual({
      detail: { testerCount: 1, placesLeft: 0 },
      card: 1,
      shared: 1,
    });

    await decide(listing, { interestIds: [holder.interestId], status: 'Declined' });
    // The place went to the line: still one tester, no place left.
    expect(await counts()).toEqual({
      detail: { testerCount: 1, placesLeft: 0 },
      card: 1,
      shared: 1,
    });

    const [, promoted] = testers as [Joined, Joined];
    await decide(listing, { interestIds: [promoted.interestId], status: 'Declined' });
    expect(await counts()).toEqual({
      detail: { testerCount: 0, placesLeft: 1 },
      card: 0,
      shared: 0,
    });
  });

  it('gives a declined place holder’s place to the first in line, and the line moves up', async () => {
    const { listing, testers } = await listingWith(3, 1);
    const [holder, first, second] = testers as [Joined, Joined, Joined];
    const response = await decide(listing, {
      interestIds: [holder.interestId],
      status: 'Declined',
      reason: 'Your device is not supported yet',
    });
    expect(response.statusCode).toBe(200);
    expect(await standings(listing)).toEqual({
      [holder.interestId]: {
        status: 'Declined',
        reason: 'Your device is not supported yet',
        waitlistPosition: null,
      },
      [first.interestId]: { status: 'Interested', reason: null, waitlistPosition: null },
      [second.interestId]: { status: 'Waitlisted', reason: null, waitlistPosition: 1 },
    });
    expect(await ownStanding(first)).toEqual({ status: 'Interested', reason: null });
  });
});

describe('PATCH /api/interests/:id with a reason', () => {
  it('records the reason for the tester to read, and a later decision without one clears it', async () => {
    const { testers } = await listingWith(1);
    const [tester] = testers as [Joined];
    const declined = await call('PATCH', `/api/interests/${tester.interestId}`, builder.cookie, {
      status: 'Declined',
      reason: '  Only iOS testers for now  ',
    });
    expect(declined.statusCode).toBe(200);
    expect(await ownStanding(tester)).toEqual({
      status: 'Declined',
      reason: 'Only iOS testers for now',
    });
    await call('PATCH', `/api/interests/${tester.interestId}`, builder.cookie, {
      status: 'Accepted',
    });
    expect(await ownStanding(tester)).toEqual({ status: 'Accepted', reason: null });
  });
});

describe('a corrected reason', () => {
  it('reaches the tester’s open pages, though the decision is the same', async () => {
    const { listing, testers } = await listingWith(1);
    const [tester] = testers as [Joined];
    const heard: string[] = [];
    t.app.bus.subscribe((event) => {
      if (event.type === 'interest_changed' && event.testerId === tester.user.id) {
        heard.push(event.status);
      }
    });
    await decide(listing, { interestIds: [tester.interestId], status: 'Declined', reason: 'iOS' });
    await decide(listing, {
      interestIds: [tester.interestId],
      status: 'Declined',
      reason: 'We need iOS 18 testers',
    });
    await decide(listing, {
      interestIds: [tester.interestId],
      status: 'Declined',
      reason: 'We need iOS 18 testers',
    });
    expect(heard).toEqual(['Declined', 'Declined']);
  });
});
