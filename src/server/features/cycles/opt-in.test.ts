import { describe, expect, it } from 'vitest';
import { type CycleCaller, setUpCycleFixtures } from '@/tests/factories/cycles.ts';

const { fx, beta, call, startCycle, todayUtc } = setUpCycleFixtures();

const optInOf = (cycleId: string) => `/api/cycles/${cycleId}/opt-in`;
const rosterOf = (cycleId: string) => `/api/cycles/${cycleId}/roster.csv`;

describe('opting in', () => {
  it('records the date and the store account, and a second time only corrects the address', async () => {
    const listing = await beta();
    const cycle = await startCycle(listing, { startDate: todayUtc(2) });
    const first = await call('PUT', optInOf(cycle.id), 'accepted', { storeEmail: 'a@gmail.com' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ optedInOn: todayUtc(), storeEmail: 'a@gmail.com' });
    expect(fx.events).toContainEqual({
      type: 'cycle_changed',
      cycleId: cycle.id,
      listingId: listing.id,
    });
    const again = await call('PUT', optInOf(cycle.id), 'accepted', { storeEmail: 'b@gmail.com' });
    expect(again.json()).toEqual({ optedInOn: todayUtc(), storeEmail: 'b@gmail.com' });
  });

  it.each([
    ['anon', 401, 'unauthorized'],
    ['builder', 403, 'wrong_role'],
    ['admin', 403, 'wrong_role'],
    ['interested', 403, 'not_accepted'],
    ['waitlisted', 403, 'not_accepted'],
    ['declined', 403, 'not_accepted'],
    ['outsider', 404, 'cycle_not_found'],
  ] as [CycleCaller, number, string][])('refuses %s', async (caller, status, code) => {
    const cycle = await startCycle(await beta());
    const response = await call('PUT', optInOf(cycle.id), caller, { storeEmail: 'x@gmail.com' });
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
  });

  it('refuses an address that is not one, and an ended cycle', async () => {
    const cycle = await startCycle(await beta());
    const bad = await call('PUT', optInOf(cycle.id), 'accepted', { storeEmail: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('storeEmail');
    await call('PATCH', `/api/cycles/${cycle.id}`, 'builder', { end: true });
    const late = await call('PUT', optInOf(cycle.id), 'accepted', { storeEmail: 'a@gmail.com' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('cycle_ended');
  });
});

describe('the roster as CSV', () => {
  it('lists confirmed Accepted testers’ store addresses, one a line, formulas defused', async () => {
    const listing = await beta('Zoë’s Harbor: "Notes"');
    const cycle = await startCycle(listing);
    await call('PUT', optInOf(cycle.id), 'accepted', { storeEmail: '-2+3@gmail.com' });
    await call('PUT', optInOf(cycle.id), 'accepted2', { storeEmail: 'two@gmail.com' });
    const response = await call('GET', rosterOf(cycle.id), 'builder');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="zoe-s-harbor-notes-testers-${todayUtc()}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe("'-2+3@gmail.com\r\ntwo@gmail.com\r\n");
  });

  it.each([
    ['anon', 401, 'unauthorized'],
    ['accepted', 403, 'wrong_role'],
    ['admin', 403, 'wrong_role'],
    ['otherBuilder', 404, 'cycle_not_found'],
  ] as [CycleCaller, number, string][])('refuses %s', async (caller, status, code) => {
    const cycle = await startCycle(await beta());
    const response = await call('GET', rosterOf(cycle.id), caller);
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
  });
});

describe('the store account in "Download my data"', () => {
  it('is in the export of the tester who gave it, and in no one else’s', async () => {
    const listing = await beta('Export Harbor');
    const cycle = await startCycle(listing);
    await call('PUT', optInOf(cycle.id), 'accepted', { storeEmail: 'play.me@gmail.com' });
    const mine = (await call('GET', '/api/auth/user/export', 'accepted')).json();
    expect(mine.cycleOptIns).toContainEqual({
      cycleId: cycle.id,
      softwareId: listing.id,
      softwareName: 'Export Harbor',
      storeEmail: 'play.me@gmail.com',
      optedInOn: todayUtc(),
    });
    const theirs = (await call('GET', '/api/auth/user/export', 'accepted2')).json();
    expect(JSON.stringify(theirs.cycleOptIns)).not.toContain('play.me@gmail.com');
  });
});
