import { describe, expect, it } from 'vitest';
import { type CycleCaller, setUpCycleFixtures } from '@/tests/factories/cycles.ts';

const { fx, beta, call, startCycle, todayUtc } = setUpCycleFixtures();

const cyclesOf = (listingId: string) => `/api/software/${listingId}/cycles`;

describe('starting a cycle', () => {
  it('gives a Play closed test Play’s numbers and runs it from today', async () => {
    const listing = await beta();
    const response = await call('POST', cyclesOf(listing.id), 'builder', {
      kind: 'PlayClosedTest',
      timeZone: 'UTC',
      startDate: todayUtc(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      softwareId: listing.id,
      kind: 'PlayClosedTest',
      testersRequired: 12,
      headroom: 3,
      lengthDays: 14,
      extensionDays: 0,
      status: 'Running',
      day: 1,
      today: todayUtc(),
      optInLink: null,
    });
    expect(fx.events).toContainEqual({
      type: 'cycle_changed',
      cycleId: response.json().id,
      listingId: listing.id,
    });
  });

  it('asks a Custom or TestFlight cycle for its testers and days', async () => {
    const listing = await beta();
    const response = await call('POST', cyclesOf(listing.id), 'builder', {
      kind: 'Custom',
      timeZone: 'Europe/Berlin',
      startDate: '2999-01-01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(Object.keys(response.json().errors).sort()).toEqual(['lengthDays', 'testersRequired']);
  });

  it.each([
    [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
    [{ startDate: '2026-02-30' }, 'startDate'],
    [{ startDate: '2020-01-01' }, 'startDate'],
    [{ testersRequired: 1001 }, 'testersRequired'],
    [{ headroom: 101 }, 'headroom'],
    [{ lengthDays: 91 }, 'lengthDays'],
    [{ optInLink: 'javascript:alert(1)' }, 'optInLink'],
  ])('refuses %o, naming the field', async (bad, field) => {
    const listing = await beta();
    const response = await call('POST', cyclesOf(listing.id), 'builder', {
      kind: 'PlayClosedTest',
      timeZone: 'UTC',
      startDate: todayUtc(),
      ...bad,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(response.json().errors).toHaveProperty(field);
  });

  it.each([
    ['anon', 401, 'unauthorized'],
    ['accepted', 403, 'wrong_role'],
    ['admin', 403, 'wrong_role'],
    ['otherBuilder', 403, 'not_listing_builder'],
  ] as [CycleCaller, number, string][])('refuses %s', async (caller, status, code) => {
    const listing = await beta();
    const response = await call('POST', cyclesOf(listing.id), caller, {
      kind: 'PlayClosedTest',
      timeZone: 'UTC',
      startDate: todayUtc(),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
  });

  it('keeps one open cycle per listing, and another may start once it has ended', async () => {
    const listing = await beta();
    const first = await startCycle(listing, { startDate: todayUtc(5) });
    const second = await call('POST', cyclesOf(listing.id), 'builder', {
      kind: 'PlayClosedTest',
      timeZone: 'UTC',
      startDate: todayUtc(),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('cycle_already_open');
    await call('PATCH', `/api/cycles/${first.id}`, 'builder', { end: true });
    const third = await startCycle(listing);
    const history = await call('GET', cyclesOf(listing.id), 'builder');
    expect(history.json().map((c: { id: string }) => c.id)).toEqual([third.id, first.id]);
  });

  it('refuses a cycle on a Closed listing, whose places could never fill', async () => {
    const listing = await beta();
    await call('PUT', `/api/software/${listing.id}`, 'builder', { status: 'Closed' });
    const refused = await call('POST', cyclesOf(listing.id), 'builder', {
      kind: 'PlayClosedTest',
      timeZone: 'UTC',
      startDate: todayUtc(),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'listing_closed',
      message: 'This beta is closed to new testers: open it again before starting a test cycle',
    });
    const history = await call('GET', cyclesOf(listing.id), 'builder');
    expect(history.json()).toEqual([]);
  });

  it('makes one cycle of parallel creates for one listing', async () => {
    const listing = await beta();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', cyclesOf(listing.id), 'builder', {
          kind: 'PlayClosedTest',
          timeZone: 'UTC',
          startDate: todayUtc(),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const history = await call('GET', cyclesOf(listing.id), 'builder');
    expect(history.json()).toHaveLength(1);
  });
});

describe('changing a cycle', () => {
  it('extends it and changes its numbers, then ends it; an ended cycle stays as it was', async () => {
    const listing = await beta();
    const cycle = await startCycle(listing);
    const url = `/api/cycles/${cycle.id}`;
    const changed = await call('PATCH', url, 'builder', {
      extendByDays: 3,
      testersRequired: 15,
      headroom: 5,
      optInLink: '',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      extensionDays: 3,
      testersRequired: 15,
      headroom: 5,
      optInLink: null,
    });
    expect(fx.events).toContainEqual({
      type: 'cycle_changed',
      cycleId: cycle.id,
      listingId: listing.id,
    });
    const tooLong = await call('PATCH', url, 'builder', { extendByDays: 88 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'validation_failed' });
    expect(tooLong.json().errors).toHaveProperty('extendByDays');

    const ended = await call('PATCH', url, 'builder', { end: true });
    expect(ended.json()).toMatchObject({ status: 'Ended', endedEarlyOn: todayUtc() });
    const late = await call('PATCH', url, 'builder', { headroom: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('cycle_ended');
  });

  it.each([
    ['anon', 401, 'unauthorized'],
    ['accepted', 403, 'wrong_role'],
    ['admin', 403, 'wrong_role'],
    ['otherBuilder', 404, 'cycle_not_found'],
  ] as [CycleCaller, number, string][])('refuses %s', async (caller, status, code) => {
    const cycle = await startCycle(await beta());
    const response = await call('PATCH', `/api/cycles/${cycle.id}`, caller, { end: true });
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
  });

  it('refuses an empty change, and ending and extending at once', async () => {
    const cycle = await startCycle(await beta());
    for (const body of [{}, { end: true, extendByDays: 2 }]) {
      const response = await call('PATCH', `/api/cycles/${cycle.id}`, 'builder', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });
});
