import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { openSocket } from '@/tests/realtime/socket-client.ts';

/** An edit as the people with the listing open see it: places, the waitlist, their sockets. */
let t: TestApp;
let baseUrl: string;
let builder: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  builder = await signUpAs(t.app, 'Builder');
});
afterAll(() => t.close());

const edit = (id: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/software/${id}`, headers: { cookie }, payload });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const detail = async (id: string, cookie?: string): Promise<Listing> =>
  (await get(`/api/software/${id}`, cookie)).json();
const join = (cookie: string, listingId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/interests',
    headers: { cookie },
    payload: { softwareId: listingId },
  });

describe('open pages', () => {
  it('hear of an edit and a close at once, but not of every join', async () => {
    const listing = await postListing(t.app, builder.cookie, { name: 'Watched' });
    const [viewer, joiner] = await Promise.all([
      signUpAs(t.app, 'Tester'),
      signUpAs(t.app, 'Tester'),
    ]);
    const socket = await openSocket(baseUrl, viewer.cookie);
    const changed = (frame: { type: string }) => frame.type === 'listing_changed';
    try {
      await join(joiner.cookie, listing.id);
      expect(
        (await edit(listing.id, builder.cookie, { name: 'Watched, renamed' })).statusCode,
      ).toBe(200);
      expect(await socket.next(changed)).toEqual({
        type: 'listing_changed',
        softwareId: listing.id,
      });
      const close = await t.app.inject({
        method: 'PUT',
        url: `/api/software/${listing.id}`,
        headers: { cookie: builder.cookie },
        payload: { status: 'Closed' },
      });
      expect(close.statusCode).toBe(200);
      expect(await socket.next(changed)).toEqual({
        type: 'listing_changed',
        softwareId: listing.id,
      });
      // The join came first: had it sent a frame, the edit's would not have been the first seen.
      await expect(socket.next(changed)).rejects.toThrow();
    } finally {
      await socket.close();
    }
    expect((await detail(listing.id, viewer.cookie)).name).toBe('Watched, renamed');
  });
});

describe('the tester limit and the waitlist', () => {
  const standing = async (person: SignedInUser, listingId: string) => {
    const mine = (await get('/api/interests', person.cookie)).json();
    const interest = mine.find((i: { softwareId: string }) => i.softwareId === listingId);
    return { status: interest?.status, waitlistPosition: interest?.waitlistPosition };
  };

  it('gives a raised limit’s places to the first in line at once, and tells them', async () => {
    const [first, second, third] = await Promise.all([
      signUpAs(t.app, 'Tester'),
      signUpAs(t.app, 'Tester'),
      signUpAs(t.app, 'Tester'),
    ]);
    const listing = await postListing(t.app, builder.cookie, { testerLimit: 1 });
    for (const person of [first, second, third]) await join(person.cookie, listing.id);
    expect(await standing(second, listing.id)).toEqual({
      status: 'Waitlisted',
      waitlistPosition: 1,
    });
    expect((await detail(listing.id)).placesLeft).toBe(0);

    const socket = await openSocket(baseUrl, second.cookie);
    try {
      const raised = await edit(listing.id, builder.cookie, { testerLimit: 2 });
      expect(raised.json()).toMatchObject({ testerLimit: 2, placesLeft: 0 });
      expect(await socket.next((frame) => frame.type === 'interest_changed')).toEqual({
        type: 'interest_changed',
        softwareId: listing.id,
        status: 'Interested',
      });
    } finally {
      await socket.close();
    }
    expect(await standing(second, listing.id)).toEqual({
      status: 'Interested',
      waitlistPosition: null,
    });
    expect(await standing(third, listing.id)).toEqual({
      status: 'Waitlisted',
      waitlistPosition: 1,
    });
    expect((await detail(listing.id)).placesLeft).toBe(0);

    // No limit at all: everyone in line gets a place.
    await edit(listing.id, builder.cookie, { testerLimit: null });
    expect((await standing(third, listing.id)).status).toBe('Interested');
  });

  it('takes no place back when the limit is lowered below the testers holding one', async () => {
    const [first, second, third] = await Promise.all([
      signUpAs(t.app, 'Tester'),
      signUpAs(t.app, 'Tester'),
      signUpAs(t.app, 'Tester'),
    ]);
    const listing = await postListing(t.app, builder.cookie, { testerLimit: 2 });
    for (const person of [first, second, third]) await join(person.cookie, listing.id);

    const lowered = await edit(listing.id, builder.cookie, { testerLimit: 1 });
    expect(lowered.json()).toMatchObject({ testerLimit: 1, placesLeft: 0, testerCount: 2 });
    expect((await standing(first, listing.id)).status).toBe('Interested');
    expect((await standing(second, listing.id)).status).toBe('Interested');
    expect(await standing(third, listing.id)).toEqual({
      status: 'Waitlisted',
      waitlistPosition: 1,
    });
  });
});
