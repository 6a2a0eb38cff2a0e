import { describe, expect, it } from 'vitest';
import { interests } from '@/server/db/schema/interests.ts';
import { openServiceContext } from '@/server/lib/service-context.ts';
import type { SignedInUser } from '@/tests/factories/people.ts';
import { daysAfter, setUpSilenceFixtures } from '@/tests/factories/silence.ts';

const { fx, beta, join, accept, setClock, silentTester, standing, run, told, signupOf } =
  setUpSilenceFixtures();

// First, while nothing else in this database is due: the runs' totals are this listing's alone.
describe('two processes running the job at once', () => {
  it('release once and give the place to exactly one waiting tester', async () => {
    const now = new Date();
    const listing = await beta({ name: 'Raced Harbor' });
    const silent = await silentTester(listing, 30, now);
    await setClock(silent, listing, { remindedAt: daysAfter(now, -8) });
    const [first, second] = [await join(listing), await join(listing)];
    const other = await openServiceContext(fx.t.app.database);
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
    fx.events.length = 0;
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
    // A reminder changes nothing the tester may see, so no cache of their flags is dropped.
    expect(fx.events.filter((event) => event.type === 'viewer_flags_changed')).toEqual([]);
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

    fx.events.length = 0;
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
    // Still waiting, one place nearer: their open page re-reads where they stand.
    expect(told(second, listing)).toEqual(['Waitlisted']);
  });

  it('may join again once released, at the end of the line, and the builder hears of it', async () => {
    const now = new Date();
    const listing = await beta({ name: 'Second Wind' });
    const silent = await silentTester(listing, 30, now);
    await setClock(silent, listing, { remindedAt: daysAfter(now, -8) });
    const first = await join(listing);
    await run(now);
    expect(await standing(first, listing)).toMatchObject({ status: 'Interested' });

    const again = await fx.t.app.inject({
      method: 'POST',
      url: '/api/interests',
      headers: { cookie: silent.cookie },
      payload: { softwareId: listing.id },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      status: 'Waitlisted',
      waitlistPosition: 1,
      reason: null,
      releasesAt: null,
    });
    const bell = await fx.t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: fx.builder.cookie },
    });
    const name = `${silent.user.firstName} ${silent.user.lastName}`;
    // The listing's signups fold into one notice while unread, its newest join below the count.
    expect(bell.json().items).toContainEqual(
      expect.objectContaining({
        title: expect.stringMatching(/^\d+ new signups on Second Wind$/),
        body: `Latest: ${name} joined the waitlist for Second Wind`,
      }),
    );
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

describe('who the job leaves alone', () => {
  it('counts silence afresh when the builder changes the period, taking back a reminder', async () => {
    const now = new Date();
    const listing = await beta({ testerLimit: null, inactivityDays: 30 });
    const tester = await silentTester(listing, 31, now);
    await run(now);
    expect((await standing(tester, listing))?.releasesAt).not.toBeNull();
    fx.events.length = 0;

    const shortened = await fx.t.app.inject({
      method: 'PATCH',
      url: `/api/software/${listing.id}`,
      headers: { cookie: fx.builder.cookie },
      payload: { inactivityDays: 2 },
    });
    expect(shortened.statusCode).toBe(200);
    expect(told(tester, listing)).toEqual(['Accepted']);
    await run(daysAfter(now, 1 / 24));
    expect(await standing(tester, listing)).toMatchObject({ status: 'Accepted', releasesAt: null });
  });
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
    const [row] = await fx.t.db.select().from(interests).where(signupOf(tester, listing));
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
      (await fx.t.db.select().from(interests).where(signupOf(tester, listing)))[0]?.remindedAt;
    expect(await remindedAt(interested)).toEqual(longAgo);
    expect(await remindedAt(waitlisted)).toBeNull();
  });
});
