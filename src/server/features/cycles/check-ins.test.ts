import { describe, expect, it } from 'vitest';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import { cycleDayCalls, settableCycleClock } from '@/tests/factories/cycle-days.ts';
import { setUpCycleFixtures } from '@/tests/factories/cycles.ts';
import { uploadImage } from '@/tests/factories/listings.ts';

/*
 * Check-ins at fixed instants in Berlin, which springs forward on 29 March 2026: that date runs
 * from 23:00 UTC on the 28th to 22:00 UTC on the 29th, 23 hours. A 5-day cycle from the 28th.
 */

const fixtures = setUpCycleFixtures();
const { fx, beta, call, startCycle } = fixtures;
const clock = settableCycleClock(fixtures);
const { optIn, checkIn } = cycleDayCalls(fixtures);
const at = (iso: string) => clock.set(new Date(iso));

async function berlinCycle() {
  at('2026-03-27T10:00:00Z');
  const listing = await beta();
  const cycle = await startCycle(listing, {
    kind: 'Custom',
    testersRequired: 2,
    lengthDays: 5,
    timeZone: 'Europe/Berlin',
    startDate: '2026-03-28',
  });
  expect((await optIn(cycle.id, 'accepted')).statusCode).toBe(200);
  return { listing, cycle };
}

const refusal = async (response: Awaited<ReturnType<typeof call>>) => ({
  status: response.statusCode,
  code: response.json().code,
  message: response.json().message,
});

describe('one check-in a day, for today in the cycle’s zone', () => {
  it('takes one a day across the night Berlin springs forward, each at its local midnight', async () => {
    const { cycle } = await berlinCycle();
    at('2026-03-28T09:00:00Z');
    const first = await checkIn(cycle.id, 'accepted', { date: '2026-03-28' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      testerId: fx.ids.accepted,
      date: '2026-03-28',
      day: 1,
      note: null,
      screenshot: null,
      createdAt: expect.any(String),
    });
    expect(fx.events).toContainEqual({
      type: 'cycle_changed',
      cycleId: cycle.id,
      listingId: cycle.softwareId,
    });
    expect(await refusal(await checkIn(cycle.id, 'accepted', { date: '2026-03-28' }))).toEqual({
      status: 409,
      code: 'already_checked_in',
      message: 'You have already checked in for 2026-03-28',
    });

    // 23:59:59.999 in Berlin on the 28th: the 29th has not begun there.
    at('2026-03-28T22:59:59.999Z');
    expect(await refusal(await checkIn(cycle.id, 'accepted', { date: '2026-03-29' }))).toEqual({
      status: 409,
      code: 'check_in_not_today',
      message: '2026-03-29 has not begun yet in Europe/Berlin: check in for today, 2026-03-28',
    });
    at('2026-03-28T23:00:00Z');
    const second = await checkIn(cycle.id, 'accepted', { date: '2026-03-29' });
    expect(second.json()).toMatchObject({ date: '2026-03-29', day: 2 });

    // The 29th lasts 23 hours: the 30th begins at 22:00 UTC, not 23:00.
    at('2026-03-29T21:59:59.999Z');
    expect((await checkIn(cycle.id, 'accepted', { date: '2026-03-30' })).statusCode).toBe(409);
    at('2026-03-29T22:00:00Z');
    expect(await refusal(await checkIn(cycle.id, 'accepted', { date: '2026-03-29' }))).toEqual({
      status: 409,
      code: 'check_in_not_today',
      message: 'Check-ins for past days are closed: today is 2026-03-30 in Europe/Berlin',
    });
    const third = await checkIn(cycle.id, 'accepted', { date: '2026-03-30' });
    expect(third.json()).toMatchObject({ date: '2026-03-30', day: 3 });

    const mine = (await call('GET', cyclePaths.one(cycle.id), 'accepted')).json();
    expect(mine.myDays).toMatchObject({
      streak: 3,
      checkedInToday: true,
      missedInARow: 0,
      daysLeft: 2,
    });
    expect(mine.myDays.checkIns.map((c: { date: string }) => c.date)).toEqual([
      '2026-03-30',
      '2026-03-29',
      '2026-03-28',
    ]);
  });

  it('refuses a check-in before day 1, naming when it starts', async () => {
    const { cycle } = await berlinCycle();
    at('2026-03-27T22:59:59.999Z');
    expect(await refusal(await checkIn(cycle.id, 'accepted', { date: '2026-03-27' }))).toEqual({
      status: 409,
      code: 'check_in_not_today',
      message: 'Day 1 starts on 2026-03-28 (Europe/Berlin): check in from then',
    });
  });

  it('refuses a check-in once the cycle has ended, at its end or early', async () => {
    const { cycle } = await berlinCycle();
    at('2026-04-01T21:59:59.999Z');
    expect((await checkIn(cycle.id, 'accepted', { date: '2026-04-01' })).statusCode).toBe(201);
    at('2026-04-01T22:00:00Z');
    expect(await refusal(await checkIn(cycle.id, 'accepted', { date: '2026-04-02' }))).toEqual({
      status: 409,
      code: 'check_in_not_today',
      message: 'This cycle has ended, so it takes no more check-ins',
    });

    const early = await berlinCycle();
    at('2026-03-29T08:00:00Z');
    expect(
      (await call('PATCH', cyclePaths.one(early.cycle.id), 'builder', { end: true })).statusCode,
    ).toBe(200);
    expect(
      await refusal(await checkIn(early.cycle.id, 'accepted', { date: '2026-03-29' })),
    ).toMatchObject({
      status: 409,
      code: 'check_in_not_today',
      message: 'This cycle has ended, so it takes no more check-ins',
    });
  });

  it('refuses a date that is not one', async () => {
    const { cycle } = await berlinCycle();
    at('2026-03-28T09:00:00Z');
    const response = await checkIn(cycle.id, 'accepted', { date: '2026-02-30' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('date');
  });
});

describe('a check-in’s note and screenshot', () => {
  it('keeps a long note without a space and accents as typed, and refuses one too long', async () => {
    const { cycle } = await berlinCycle();
    at('2026-03-28T09:00:00Z');
    const unbroken = 'ü'.repeat(1000);
    const long = await checkIn(cycle.id, 'accepted', { date: '2026-03-28', note: unbroken });
    expect(long.json().note).toBe(unbroken);
    at('2026-03-29T09:00:00Z');
    const accented = '  Zoë a testé l’écran « Réglages » — ça marche 🚀  ';
    const note = await checkIn(cycle.id, 'accepted', { date: '2026-03-29', note: accented });
    expect(note.json().note).toBe(accented.trim());
    at('2026-03-30T09:00:00Z');
    const tooLong = await checkIn(cycle.id, 'accepted', {
      date: '2026-03-30',
      note: 'x'.repeat(1001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toHaveProperty('note');
    const list = (await call('GET', cyclePaths.checkIns(cycle.id), 'builder')).json();
    expect(list.map((c: { note: string }) => c.note)).toEqual([accented.trim(), unbroken]);
  });

  it('makes the screenshot private: served to the tester and the builder alone', async () => {
    const { cycle } = await berlinCycle();
    const shot = await uploadImage(fx.t.app, fx.cookies.accepted as string);
    expect((await call('GET', shot, 'anon')).statusCode).toBe(200);
    at('2026-03-28T09:00:00Z');
    const response = await checkIn(cycle.id, 'accepted', { date: '2026-03-28', screenshot: shot });
    const served = cyclePaths.checkInScreenshot(cycle.id, fx.ids.accepted, '2026-03-28');
    expect(response.json().screenshot).toBe(served);
    for (const path of [shot, `${shot}/card`])
      expect((await call('GET', path, 'accepted')).statusCode).toBe(404);
    for (const caller of ['accepted', 'builder'] as const) {
      const image = await call('GET', served, caller);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\//);
      expect(image.headers['cache-control']).toBe('private, no-store');
    }
    const refused = await Promise.all(
      (['accepted2', 'interested', 'otherBuilder', 'admin', 'outsider', 'anon'] as const).map(
        async (caller) => [caller, (await call('GET', served, caller)).statusCode],
      ),
    );
    expect(Object.fromEntries(refused)).toEqual({
      accepted2: 404,
      interested: 404,
      otherBuilder: 404,
      admin: 404,
      outsider: 404,
      anon: 401,
    });
  });

  it('refuses an image the tester did not upload, and leaves it public', async () => {
    const { listing, cycle } = await berlinCycle();
    at('2026-03-28T09:00:00Z');
    const theirs = listing.imageUrl as string;
    for (const screenshot of [theirs, '/objects/not-an-id', `${theirs}/card`]) {
      const response = await checkIn(cycle.id, 'accepted', { date: '2026-03-28', screenshot });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        screenshot: 'Attach an image you uploaded for this check-in',
      });
    }
    expect((await call('GET', theirs, 'anon')).statusCode).toBe(200);
    // Nothing was taken: today's check-in is still open.
    expect((await checkIn(cycle.id, 'accepted', { date: '2026-03-28' })).statusCode).toBe(201);
  });
});
