import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPaths } from '@/shared/contracts/listing-paths.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs, TEST_PASSWORD } from '@/tests/factories/people.ts';
import { quickPeople } from '@/tests/factories/quick-people.ts';

let t: TestApp;
let builder: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  builder = await signUpAs(t.app, 'Builder');
});
afterAll(() => t.close());

const as = (cookie: string) => ({ cookie });
const join = (cookie: string, listingId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/interests',
    headers: as(cookie),
    payload: { softwareId: listingId },
  });
const leave = (cookie: string, listingId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/interests/${listingId}`, headers: as(cookie) });
const mine = async (cookie: string, listingId: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/interests', headers: as(cookie) }))
    .json()
    .find((interest: { softwareId: string }) => interest.softwareId === listingId);
const testersOf = async (listingId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/software/${listingId}/testers`,
      headers: as(builder.cookie),
    })
  ).json() as {
    id: string;
    status: string;
    waitlistPosition: number | null;
    tester: { id: string };
  }[];
const decide = (interestId: string, status: string, reason?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/interests/${interestId}`,
    headers: as(builder.cookie),
    payload: { status, ...(reason ? { reason } : {}) },
  });
const listing = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: listingPaths.one(id) })).json();

describe('a tester limit', () => {
  it('gives 10 places to 50 testers joining at once and lines up the other 40 in order', async () => {
    const full = await postListing(t.app, builder.cookie, { name: 'Ten places', testerLimit: 10 });
    const testers = await quickPeople(t.app, t.db, 'Tester', 50);
    const answers = await Promise.all(testers.map((tester) => join(tester.cookie, full.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(testers.map(() => 201));

    const rows = await testersOf(full.id);
    expect(rows.filter((row) => row.status === 'Interested')).toHaveLength(10);
    const waiting = rows.filter((row) => row.status === 'Waitlisted');
    expect(waiting.map((row) => row.waitlistPosition).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
    // Each tester's own answer agrees with the builder's list.
    const lastInLine = waiting.find((row) => row.waitlistPosition === 40);
    const theirs = testers.find((tester) => tester.id === lastInLine?.tester.id);
    expect(await mine(theirs?.cookie as string, full.id)).toMatchObject({
      status: 'Waitlisted',
      waitlistPosition: 40,
    });
    expect(await listing(full.id)).toMatchObject({
      testerLimit: 10,
      placesLeft: 0,
      testerCount: 10,
    });
  });

  it('answers each join as My Demos then reads it: place, position in line, counts', async () => {
    const one = await postListing(t.app, builder.cookie, { name: 'One place', testerLimit: 1 });
    const testers = await quickPeople(t.app, t.db, 'Tester', 3);
    const seen = [];
    for (const tester of testers) {
      const answer = await join(tester.cookie, one.id);
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toEqual(await mine(tester.cookie, one.id));
      seen.push(answer.json());
    }
    const shown = seen.map(({ status, waitlistPosition, software: listing }) => ({
      status,
      waitlistPosition,
      testerCount: listing.testerCount,
      placesLeft: listing.placesLeft,
      hasInterest: listing.hasInterest,
    }));
    const line = { status: 'Waitlisted', placesLeft: 0, hasInterest: true };
    expect(shown).toEqual([
      {
        status: 'Interested',
        waitlistPosition: null,
        testerCount: 1,
        placesLeft: 0,
        hasInterest: true,
      },
      // The waitlisted hold no place, so they are not counted as testers.
      { ...line, waitlistPosition: 1, testerCount: 1 },
      { ...line, waitlistPosition: 2, testerCount: 1 },
    ]);
  });

  it('answers a join again as My Demos shows the signup: place, position in line, a decline', async () => {
    const one = await postListing(t.app, builder.cookie, { name: 'Asked twice', testerLimit: 1 });
    const [holder, first, second] = await quickPeople(t.app, t.db, 'Tester', 3);
    const testers = [holder, first, second].map((tester) => tester?.cookie as string);
    for (const cookie of testers) expect((await join(cookie, one.id)).statusCode).toBe(201);
    const firstsSignup = (await testersOf(one.id)).find((row) => row.tester.id === first?.id);
    await decide(firstsSignup?.id as string, 'Declined', 'Looking for iOS testers');

    const again = await Promise.all(testers.map((cookie) => join(cookie, one.id)));
    expect(again.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const shown = await Promise.all(testers.map((cookie) => mine(cookie, one.id)));
    expect(again.map((answer) => answer.json())).toEqual(shown);
    expect(
      shown.map(({ status, waitlistPosition, reason, software: listing }) => ({
        status,
        waitlistPosition,
        reason,
        testerCount: listing.testerCount,
        placesLeft: listing.placesLeft,
        hasInterest: listing.hasInterest,
      })),
    ).toEqual(
      [
        { status: 'Interested', waitlistPosition: null, reason: null },
        { status: 'Declined', waitlistPosition: null, reason: 'Looking for iOS testers' },
        { status: 'Waitlisted', waitlistPosition: 1, reason: null },
      ].map((standing) => ({ ...standing, testerCount: 1, placesLeft: 0, hasInterest: true })),
    );
    expect(await testersOf(one.id)).toHaveLength(3);
  });

  // PGlite has one connection: a lock held there holds every statement, not just the listing's.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'answers a join again while a change of the listing holds its lock',
    async () => {
      const busy = await postListing(t.app, builder.cookie, { name: 'Busy', testerLimit: 1 });
      const [tester] = await quickPeople(t.app, t.db, 'Tester', 1);
      const cookie = tester?.cookie as string;
      expect((await join(cookie, busy.id)).statusCode).toBe(201);
      // A join that waited for the lock would wait for this transaction, which waits for it.
      const again = await t.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from software where id = ${busy.id} for update`);
        return join(cookie, busy.id);
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(await mine(cookie, busy.id));
    },
  );

  it('moves the first in line up, once, when a place frees by leaving or a decline', async () => {
    const small = await postListing(t.app, builder.cookie, { name: 'Two places', testerLimit: 2 });
    const [first, second, third, fourth] = await quickPeople(t.app, t.db, 'Tester', 4);
    for (const tester of [first, second, third, fourth]) {
      expect((await join(tester?.cookie as string, small.id)).statusCode).toBe(201);
    }
    expect(await mine(third?.cookie as string, small.id)).toMatchObject({
      status: 'Waitlisted',
      waitlistPosition: 1,
    });
    expect(await mine(fourth?.cookie as string, small.id)).toMatchObject({ waitlistPosition: 2 });

    expect((await leave(first?.cookie as string, small.id)).statusCode).toBe(204);
    expect(await mine(third?.cookie as string, small.id)).toMatchObject({
      status: 'Interested',
      waitlistPosition: null,
    });
    expect(await mine(fourth?.cookie as string, small.id)).toMatchObject({
      status: 'Waitlisted',
      waitlistPosition: 1,
    });

    const secondsSignup = (await testersOf(small.id)).find((row) => row.tester.id === second?.id);
    const declined = await decide(
      secondsSignup?.id as string,
      'Declined',
      'Looking for iOS testers',
    );
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'Declined',
      reason: 'Looking for iOS testers',
    });
    expect(await mine(second?.cookie as string, small.id)).toMatchObject({
      status: 'Declined',
      reason: 'Looking for iOS testers',
    });
    expect(await mine(fourth?.cookie as string, small.id)).toMatchObject({ status: 'Interested' });
    expect(await listing(small.id)).toMatchObject({ placesLeft: 0 });
  });

  it('tells the testers still waiting when the line moves, and no one when it does not', async () => {
    const line = await postListing(t.app, builder.cookie, { name: 'A line', testerLimit: 1 });
    const [holder, ahead, behind, last, latecomer] = await quickPeople(t.app, t.db, 'Tester', 5);
    for (const tester of [holder, ahead, behind, last])
      await join(tester?.cookie as string, line.id);
    const movedUpTheLine: string[] = [];
    t.app.bus.subscribe((event) => {
      if (event.type === 'interest_changed' && event.listingId === line.id) {
        movedUpTheLine.push(`${event.testerId} ${event.status}`);
      }
    });
    const heard = () => movedUpTheLine.splice(0).sort();

    await join(latecomer?.cookie as string, line.id);
    expect(heard()).toEqual([]);

    await leave(ahead?.cookie as string, line.id);
    expect(heard()).toEqual(
      [`${behind?.id} Waitlisted`, `${last?.id} Waitlisted`, `${latecomer?.id} Waitlisted`].sort(),
    );
    expect(await mine(behind?.cookie as string, line.id)).toMatchObject({ waitlistPosition: 1 });

    await leave(holder?.cookie as string, line.id);
    expect(heard()).toEqual(
      [`${behind?.id} Interested`, `${last?.id} Waitlisted`, `${latecomer?.id} Waitlisted`].sort(),
    );
    expect(await mine(last?.cookie as string, line.id)).toMatchObject({ waitlistPosition: 1 });

    // Those ahead of the one who left re-read a place that did not change: cheaper than sorting.
    await leave(latecomer?.cookie as string, line.id);
    expect(heard()).toEqual([`${last?.id} Waitlisted`]);
  });

  it('gives the place of a tester who deletes their account to the first in line', async () => {
    const one = await postListing(t.app, builder.cookie, { name: 'Vacated', testerLimit: 1 });
    const holder = await signUpAs(t.app, 'Tester');
    const [waiting] = await quickPeople(t.app, t.db, 'Tester', 1);
    await join(holder.cookie, one.id);
    await join(waiting?.cookie as string, one.id);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: as(holder.cookie),
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await mine(waiting?.cookie as string, one.id)).toMatchObject({
      status: 'Interested',
      waitlistPosition: null,
    });
  });

  it('refuses to take in a waitlisted tester while every place is held (409), changing nothing', async () => {
    const one = await postListing(t.app, builder.cookie, { name: 'One place', testerLimit: 1 });
    const [holder, waiting] = await quickPeople(t.app, t.db, 'Tester', 2);
    await join(holder?.cookie as string, one.id);
    await join(waiting?.cookie as string, one.id);
    const row = (await testersOf(one.id)).find((r) => r.tester.id === waiting?.id);
    const refused = await decide(row?.id as string, 'Accepted');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('No place is free; raise the tester limit first');
    expect(await mine(waiting?.cookie as string, one.id)).toMatchObject({ status: 'Waitlisted' });
  });

  it('shows no places on a listing without a limit, and takes everyone in', async () => {
    const open = await postListing(t.app, builder.cookie, { name: 'No limit' });
    const [tester] = await quickPeople(t.app, t.db, 'Tester', 1);
    expect((await join(tester?.cookie as string, open.id)).json()).toMatchObject({
      status: 'Interested',
      waitlistPosition: null,
    });
    expect(await listing(open.id)).toMatchObject({ testerLimit: null, placesLeft: null });
  });

  it('refuses a limit outside 1 to 10,000, naming testerLimit', async () => {
    for (const testerLimit of [0, 10_001, 2.5, '5']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/software',
        headers: as(builder.cookie),
        payload: {
          name: 'Bad limit',
          shortDescription: 'x',
          longDescription: 'x',
          category: 'Web',
          imageUrl: '/objects/00000000-0000-4000-8000-000000000000',
          testerLimit,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toContain('testerLimit');
    }
  });
});
