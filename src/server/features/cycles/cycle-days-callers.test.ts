import { describe, expect, it } from 'vitest';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import { cycleDayCalls } from '@/tests/factories/cycle-days.ts';
import { type CycleCaller, setUpCycleFixtures } from '@/tests/factories/cycles.ts';
import { uploadImage } from '@/tests/factories/listings.ts';

/*
 * Every caller on each route of a cycle's days: the builder, another builder, an admin, an
 * Accepted tester who opted in (`accepted`) and one who has not (`accepted2`), an Interested,
 * a Waitlisted and a Declined tester, a tester with no signup, and nobody signed in.
 */

const fixtures = setUpCycleFixtures();
const { fx, beta, call, startCycle, todayUtc } = fixtures;
const { optIn, checkIn } = cycleDayCalls(fixtures);

let shared: Promise<{ cycleId: string; screenshot: string }> | undefined;

/** One running cycle in which `accepted` opted in and checked in today with a screenshot. */
function checkedInCycle() {
  shared ??= (async () => {
    const cycle = await startCycle(await beta('Callers Harbor'));
    await optIn(cycle.id, 'accepted');
    const shot = await uploadImage(fx.t.app, fx.cookies.accepted as string);
    const done = await checkIn(cycle.id, 'accepted', { date: todayUtc(), screenshot: shot });
    if (done.statusCode !== 201) throw new Error(`check-in failed: ${done.body}`);
    return { cycleId: cycle.id, screenshot: done.json().screenshot as string };
  })();
  return shared;
}

type Row = [CycleCaller, number, string];
const codeOf = (response: Awaited<ReturnType<typeof call>>) =>
  response.statusCode < 400 ? 'ok' : response.json().code;

describe('POST check-ins', () => {
  it.each([
    ['anon', 401, 'unauthorized'],
    ['builder', 403, 'wrong_role'],
    ['otherBuilder', 403, 'wrong_role'],
    ['admin', 403, 'wrong_role'],
    ['accepted2', 403, 'not_in_cycle'],
    ['interested', 403, 'not_in_cycle'],
    ['waitlisted', 403, 'not_in_cycle'],
    ['declined', 403, 'not_in_cycle'],
    ['outsider', 404, 'cycle_not_found'],
    // Last: the opted-in tester's second check-in today.
    ['accepted', 409, 'already_checked_in'],
  ] as Row[])('answers %s %i %s', async (caller, status, code) => {
    const { cycleId } = await checkedInCycle();
    const response = await checkIn(cycleId, caller, { date: todayUtc() });
    expect([response.statusCode, codeOf(response)]).toEqual([status, code]);
  });

  it('tells a tester who has not opted in what to do', async () => {
    const { cycleId } = await checkedInCycle();
    const response = await checkIn(cycleId, 'accepted2', { date: todayUtc() });
    expect(response.json().message).toBe(
      'Confirm that you have opted in to this test cycle before checking in',
    );
  });
});

describe('GET check-ins', () => {
  it.each([
    ['anon', 401, 'unauthorized'],
    ['otherBuilder', 404, 'cycle_not_found'],
    ['admin', 404, 'cycle_not_found'],
    ['outsider', 404, 'cycle_not_found'],
  ] as Row[])('refuses %s %i %s', async (caller, status, code) => {
    const { cycleId } = await checkedInCycle();
    const response = await call('GET', cyclePaths.checkIns(cycleId), caller);
    expect([response.statusCode, codeOf(response)]).toEqual([status, code]);
  });

  it.each([
    ['builder', 1],
    ['accepted', 1],
    ['accepted2', 0],
    ['interested', 0],
    ['waitlisted', 0],
    ['declined', 0],
  ] as [CycleCaller, number][])('shows %s their %i check-ins', async (caller, count) => {
    const { cycleId } = await checkedInCycle();
    const response = await call('GET', cyclePaths.checkIns(cycleId), caller);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(count);
  });
});

describe('GET a check-in’s screenshot', () => {
  it.each([
    ['anon', 401, 'unauthorized'],
    ['builder', 200, 'ok'],
    ['otherBuilder', 404, 'cycle_not_found'],
    ['admin', 404, 'cycle_not_found'],
    ['accepted', 200, 'ok'],
    ['accepted2', 404, 'image_not_found'],
    ['interested', 404, 'image_not_found'],
    ['waitlisted', 404, 'image_not_found'],
    ['declined', 404, 'image_not_found'],
    ['outsider', 404, 'cycle_not_found'],
  ] as Row[])('answers %s %i %s', async (caller, status, code) => {
    const { screenshot } = await checkedInCycle();
    const response = await call('GET', screenshot, caller);
    expect([response.statusCode, codeOf(response)]).toEqual([status, code]);
  });
});

describe('GET the board', () => {
  it.each([
    ['anon', 401, 'unauthorized'],
    ['builder', 200, 'ok'],
    ['otherBuilder', 404, 'cycle_not_found'],
    ['admin', 403, 'wrong_role'],
    ['accepted', 403, 'wrong_role'],
    ['accepted2', 403, 'wrong_role'],
    ['interested', 403, 'wrong_role'],
    ['waitlisted', 403, 'wrong_role'],
    ['declined', 403, 'wrong_role'],
    ['outsider', 403, 'wrong_role'],
  ] as Row[])('answers %s %i %s', async (caller, status, code) => {
    const { cycleId } = await checkedInCycle();
    const response = await call('GET', cyclePaths.board(cycleId), caller);
    expect([response.statusCode, codeOf(response)]).toEqual([status, code]);
  });
});

describe('GET my cycles', () => {
  it.each([
    ['anon', 401, 'unauthorized'],
    ['builder', 403, 'wrong_role'],
    ['otherBuilder', 403, 'wrong_role'],
    ['admin', 403, 'wrong_role'],
  ] as Row[])('refuses %s %i %s', async (caller, status, code) => {
    await checkedInCycle();
    const response = await call('GET', cyclePaths.mine, caller);
    expect([response.statusCode, codeOf(response)]).toEqual([status, code]);
  });

  it.each([
    ['accepted', true],
    ['accepted2', true],
    ['interested', false],
    ['waitlisted', false],
    ['declined', false],
    ['outsider', false],
  ] as [CycleCaller, boolean][])('lists the cycle to %s: %s', async (caller, listed) => {
    const { cycleId } = await checkedInCycle();
    const response = await call('GET', cyclePaths.mine, caller);
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((mine: { cycle: { id: string } }) => mine.cycle.id);
    expect(ids.includes(cycleId)).toBe(listed);
  });
});
