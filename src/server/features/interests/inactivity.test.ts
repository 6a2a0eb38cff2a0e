import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#tests/build-app.ts';
import { type SignedInUser, signUpAs } from '#tests/factories.ts';
import { postListing } from '#tests/listing-factories.ts';
import { interests } from '@/server/db/schema/interests.ts';
import type { BusEvent } from '@/server/lib/event-bus.ts';
import { openServiceContext, type ServiceContext } from '@/server/lib/service-context.ts';
import type { Interest } from '@/shared/contracts/interests.ts';
import type { CreateListingInput, Listing } from '@/shared/contracts/listings.ts';
import { releaseSilentTesters } from './inactivity.service.ts';

const DAY_MS = 86_400_000;
const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

let t: TestApp;
let builder: SignedInUser;
const events: BusEvent[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  builder = await signUpAs(t.app, 'Builder');
  t.app.bus.subscribe((event) => events.push(event));
});
afterAll(() => t.close());
beforeEach(() => {
  events.length = 0;
});

const beta = (overrides: Partial<CreateListingInput> = {}) =>
  postListing(t.app, builder.cookie, {
    name: 'Quiet Harbor',
    inactivityDays: 14,
    testerLimit: 1,
    ...overrides,
  });

async function join(listing: Listing): Promise<SignedInUser> {
  const tester = await signUpAs(t.app, 'Tester');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/interests',
    headers: { cookie: tester.cookie },
    payload: { softwareId: listing.id },
  });
  if (response.statusCode !== 201) throw new Error(`join failed: ${response.body}`);
  return tester;
}

const signupOf = (tester: SignedInUser, listing: Listing) =>
  and(eq(interests.testerId, tester.user.id), eq(interests.softwareId, listing.id));

async function accept(listing: Listing, tester: SignedInUser) {
  const [signup] = await t.db
    .select({ id: interests.id })
    .from(interests)
    .where(signupOf(tester, listing));
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/interests/${signup?.id}`,
    headers: { cookie: builder.cookie },
    payload: { status: 'Accepted' },
  });
  if (response.statusCode !== 200) throw new Error(`accept failed: ${response.body}`);
}

/** An Accepted tester of the listing, last heard from `silentDays` days before `now`. */
async function silentTester(listing: Listing, silentDays: number, now: Date) {
  const tester = await join(listing);
  await accept(listing, tester);
  await setClock(tester, listing, { lastActivityAt: daysAfter(now, -silentDays) });
  return tester;
}

const setClock = (
  tester: SignedInUser,
  listing: Listing,
  clock: { lastActivityAt?: Date; remindedAt?: Date | null },
) => t.db.update(interests).set(clock).where(signupOf(tester, listing));

/** Where the tester stands on the listing, as My Demos reads it. */
async function standing(tester: SignedInUser, listing: Listing): Promise<Interest | undefined> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/interests',
    headers: { cookie: tester.cookie },
  });
  return (response.json() as Interest[]).find((interest) => interest.softwareId === listing.id);
}

const run = (now: Date, ctx: ServiceContext = t.app.services) => releaseSilentTesters(ctx, now);
/** The standings the tester's sockets were told of on the listing, in order. */
const told = (tester: SignedInUser, listing: Listing) =>
  events.flatMap((event) =>
    event.type === 'interest_changed' &&
    event.testerId === tester.user.id &&
    event.softwareId === listing.id
      ? [event.status]
      : [],
  );

// First, while nothing else in this database is due: the runs' totals are this listing's alone.
describe('two processes running the job at once', () => {
  it('release once and give the place to exactly one waiting tester', async () => {
    const now = new Date();
    const listing = await beta({ name: 'Raced Harbor' });
    const silent = await silentTester(listing, 30, now);
    await setClock(silent, listing, { remindedAt: daysAfter(now, -8) });
    const [first, second] = [await join(listing), await join(listing)];
    const other = await openServiceContext(t.app.database);
    try {
      const runs = await Promise.all([run(now), run(now, other)]);
      expect(runs.reduce((sum, r) => sum + r.released, 0)).toBe(1);
      expect(runs.reduce((sum, r) => sum + r.promoted, 0)).toBe(1);
      const again = await Promise.all([run(now), run(now, other)]);
      expect(again).toEqual([
        { reminded: 0, released: 0, promoted: 0 },
        { reminded: 0, released: 0, promoted: 0 },
      ]);
    } finally {
      await other.close();
    }
    expect(await standing(silent, listing)).toMatchObject({ status: 'Released' });
    expect(await standing(first, listing)).toMatchObject({ status: 'Interested' });
    expect(await standing(second, listing)).toMatchObject({
      status: 'Waitlisted',
      waitlistPosition: 1,
    });
  });
});

describe('a silent Accepted tester', () => {
  it('is reminded after the listing’s days of silence, and sees when the place goes', async () => {
    const now = new Date();
    const listing = await beta();
    const tester = await silentTester(listing, 13.9, now);
    events.length = 0;
    await run(now);
    expect(await standing(tester, listing)).toMatchObject({ status: 'Accepted', releasesAt: null });

    const later = daysAfter(now, 1);
    await run(later);
    expect(await standing(tester, listing)).toMatchObject({
      status: 'Accepted',
      releasesAt: daysAfter(later, 7).toISOString(),
      reason: null,
    });
    expect(told(tester, listing)).toEqual(['Accepted']);
    // A second run reminds no one twice.
    await run(daysAfter(later, 1));
    expect(told(tester, listing)).toHaveLength(1);
  });

  it('loses the place half as many days after the reminder, and the first in line moves up', async () => {
    const now = new Date();
    const listing = await beta();
    const silent = await silentTester(listing, 15, now);
    const [first, second] = [await join(listing), await join(listing)];
    await run(now);
    expect((await standing(silent, listing))?.releasesAt).toBe(daysAfter(now, 7).toISOString());

    await run(new Date(daysAfter(now, 7).getTime() - 60_000));
    expect(await standing(silent, listing)).toMatchObject({ status: 'Accepted' });

    events.length = 0;
    await run(daysAfter(now, 7));
    expect(await standing(silent, listing)).toMatchObject({
      status: 'Released',
      reason: 'Released after 21 days without activity',
      releasesAt: null,
    });
    expect(await standing(first, listing)).toMatchObject({
      status: 'Interested',
      waitlistPosition: null,
    });
    expect(await standing(second, listing)).toMatchObject({
      status: 'Waitlisted',
      waitlistPosition: 1,
    });
    expect(told(silent, listing)).toEqual(['Released']);
    expect(told(first, listing)).toEqual(['Interested']);
    expect(told(second, listing)).toEqual([]);
  });

  it('counts an odd number of days to the hour: 5 days, then 60 hours', async () => {
    const now = new Date();
    const listing = await beta({ inactivityDays: 5 });
    const tester = await silentTester(listing, 5, now);
    await run(now);
    expect((await standing(tester, listing))?.releasesAt).toBe(daysAfter(now, 2.5).toISOString());
    await run(daysAfter(now, 2.5 - 1 / 24));
    expect(await standing(tester, listing)).toMatchObject({ status: 'Accepted' });
    await run(daysAfter(now, 2.5));
    expect(await standing(tester, listing)).toMatchObject({
      status: 'Released',
      reason: 'Released after 7.5 days without activity',
    });
  });
});

describe('what keeps a place', () => {
  const stillTesting = (tester: SignedInUser | undefined, softwareId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/interests/${softwareId}/activity`,
      headers: tester ? { cookie: tester.cookie } : {},
    });

  it('"I’m still testing" takes back the reminder and restarts the clock', async () => {
    const now = new Date();
    const listing = await beta({ testerLimit: null });
    const tester = await silentTester(listing, 15, now);
    await run(now);
    expect((await standing(tester, listing))?.releasesAt).not.toBeNull();

    events.length = 0;
    expect((await stillTesting(tester, listing.id)).statusCode).toBe(204);
    expect(await standing(tester, listing)).toMatchObject({ status: 'Accepted', releasesAt: null });
    expect(told(tester, listing)).toEqual(['Accepted']);

    await run(daysAfter(now, 8));
    expect(await standing(tester, listing)).toMatchObject({ status: 'Accepted', releasesAt: null });
    // The clock restarted at the press: 14 days after it, a new reminder.
    const twoWeeksOn = daysAfter(now, 14 + 1 / 24);
    await run(twoWeeksOn);
    expect((await standing(tester, listing))?.releasesAt).toBe(
      daysAfter(twoWeeksOn, 7).toISOString(),
    );
  });

  it('a message from the tester to the builder counts; one from the builder does not', async () => {
    const now = new Date();
    const listing = await beta({ testerLimit: null });
    const tester = await silentTester(listing, 15, now);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: tester.cookie },
      payload: { builderId: builder.user.id, testerId: tester.user.id, softwareId: listing.id },
    });
    const send = (from: SignedInUser, content: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: from.cookie },
        payload: { conversationId: started.json().id, content },
      });
    expect((await send(builder, 'Still there?')).statusCode).toBe(201);
    await run(now);
    expect((await standing(tester, listing))?.releasesAt).not.toBeNull();

    expect((await send(tester, 'Yes, testing the sync now')).statusCode).toBe(201);
    expect(await standing(tester, listing)).toMatchObject({ status: 'Accepted', releasesAt: null });
    await run(daysAfter(now, 7 + 1 / 24));
    expect(await standing(tester, listing)).toMatchObject({ status: 'Accepted', releasesAt: null });
  });

  it('answers 204 only to an Accepted tester: 409 to others who joined, 404 to the rest', async () => {
    const listing = await beta({ testerLimit: 1 });
    const interested = await join(listing);
    const waitlisted = await join(listing);
    const stranger = await signUpAs(t.app, 'Tester');
    for (const tester of [interested, waitlisted]) {
      const refused = await stillTesting(tester, listing.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: 'Only accepted testers can say they are still testing',
      });
    }
    const notJoined = await stillTesting(stranger, listing.id);
    expect(notJoined.statusCode).toBe(404);
    expect(notJoined.json()).toEqual({ message: 'You have not joined this beta' });
    expect((await stillTesting(stranger, crypto.randomUUID())).statusCode).toBe(404);
    expect((await stillTesting(stranger, 'not-an-id')).statusCode).toBe(404);
    expect((await stillTesting(builder, listing.id)).statusCode).toBe(403);
    expect((await stillTesting(undefined, listing.id)).statusCode).toBe(401);
  });
});

describe('who the job leaves alone', () => {
  it('counts silence from the acceptance, not from a join weeks before', async () => {
    const now = new Date();
    const listing = await beta({ testerLimit: null });
    const tester = await join(listing);
    await setClock(tester, listing, { lastActivityAt: daysAfter(now, -30) });
    await accept(listing, tester);
    await run(now);
    expect(await standing(tester, listing)).toMatchObject({ status: 'Accepted', releasesAt: null });
    expect(told(tester, listing)).toEqual(['Accepted']);
  });

  it('testers of a listing without an inactivity period, however long silent', async () => {
    const now = new Date();
    const listing = await beta({ inactivityDays: null, testerLimit: null });
    const tester = await silentTester(listing, 100, now);
    const longAgo = daysAfter(now, -90);
    await setClock(tester, listing, { remindedAt: longAgo });
    await run(now);
    expect(await standing(tester, listing)).toMatchObject({ status: 'Accepted', releasesAt: null });
    const [row] = await t.db.select().from(interests).where(signupOf(tester, listing));
    expect(row?.remindedAt).toEqual(longAgo);
  });

  it('Interested and Waitlisted testers, who hold no place silence could cost', async () => {
    const now = new Date();
    const listing = await beta({ testerLimit: 1 });
    const interested = await join(listing);
    const waitlisted = await join(listing);
    const longAgo = daysAfter(now, -30);
    // Reminded while Accepted once, then moved back by the builder.
    await setClock(interested, listing, { lastActivityAt: longAgo, remindedAt: longAgo });
    await setClock(waitlisted, listing, { lastActivityAt: longAgo });
    await run(now);
    expect(await standing(interested, listing)).toMatchObject({ status: 'Interested' });
    expect(await standing(waitlisted, listing)).toMatchObject({
      status: 'Waitlisted',
      waitlistPosition: 1,
    });
    const remindedAt = async (tester: SignedInUser) =>
      (await t.db.select().from(interests).where(signupOf(tester, listing)))[0]?.remindedAt;
    expect(await remindedAt(interested)).toEqual(longAgo);
    expect(await remindedAt(waitlisted)).toBeNull();
  });
});
