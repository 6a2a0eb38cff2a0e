import { describe, expect, it } from 'vitest';
import { type CycleCaller, setUpCycleFixtures } from '@/tests/factories/cycles.ts';
import { insertReport } from '@/tests/factories/feedback.ts';
import { ANOTHER_TESTERS_REPORT } from './builds-query.ts';

/*
 * The changelog: every build update, newest first, to the builder and to testers with a signup.
 * A report is its reporter's and the builder's, so a tester reads only their own fixed reports'
 * titles.
 */
const { fx, beta, call, startCycle } = setUpCycleFixtures();
const buildsOf = (cycleId: string) => `/api/cycles/${cycleId}/builds`;

async function cycleWithTwoBuilds() {
  const listing = await beta('Changelog Harbor');
  const cycle = await startCycle(listing);
  const mine = await insertReport(fx.t.db, {
    listingId: listing.id,
    reporterId: fx.ids.accepted,
    title: 'Sync loses the last note',
  });
  const theirs = await insertReport(fx.t.db, {
    listingId: listing.id,
    reporterId: fx.ids.accepted2,
    title: 'My phone number shows on the profile',
  });
  for (const body of [
    { version: '1.0.0', notes: 'First build.' },
    { version: '1.1.0', notes: 'Two fixes.', fixes: [mine, theirs] },
  ]) {
    const response = await call('POST', buildsOf(cycle.id), 'builder', body);
    if (response.statusCode !== 201) throw new Error(`build failed: ${response.body}`);
  }
  return { cycle, mine, theirs };
}

describe('the changelog', () => {
  it('shows the builder every build, newest first, with the reports each fixed', async () => {
    const { cycle, mine, theirs } = await cycleWithTwoBuilds();
    const response = await call('GET', buildsOf(cycle.id), 'builder');
    expect(response.statusCode).toBe(200);
    const builds = response.json();
    expect(builds.map((build: { version: string }) => build.version)).toEqual(['1.1.0', '1.0.0']);
    expect(builds[0]).toMatchObject({ notes: 'Two fixes.', day: 1 });
    expect(builds[0].fixes).toEqual([
      { feedbackId: mine, title: 'Sync loses the last note', status: 'Fixed' },
      { feedbackId: theirs, title: 'My phone number shows on the profile', status: 'Fixed' },
    ]);
    expect(builds[1].fixes).toEqual([]);
  });

  it('shows a tester their own report’s title and only that another tester’s was fixed', async () => {
    const { cycle, mine, theirs } = await cycleWithTwoBuilds();
    const response = await call('GET', buildsOf(cycle.id), 'accepted');
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].fixes).toEqual([
      { feedbackId: mine, title: 'Sync loses the last note', status: 'Fixed' },
      { feedbackId: theirs, title: ANOTHER_TESTERS_REPORT, status: 'Fixed' },
    ]);
    const waiting = await call('GET', buildsOf(cycle.id), 'waitlisted');
    expect(waiting.statusCode).toBe(200);
    expect(JSON.stringify(waiting.json())).not.toContain('Sync loses');
    expect(JSON.stringify(waiting.json())).not.toContain('phone number');
  });

  it.each([
    ['anon', 401, 'unauthorized'],
    ['outsider', 404, 'cycle_not_found'],
    ['otherBuilder', 404, 'cycle_not_found'],
    ['admin', 404, 'cycle_not_found'],
  ] as [CycleCaller, number, string][])('tells %s nothing', async (caller, status, code) => {
    const cycle = await startCycle(await beta());
    const response = await call('GET', buildsOf(cycle.id), caller);
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
  });
});
