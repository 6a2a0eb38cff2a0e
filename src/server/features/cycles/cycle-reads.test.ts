import { describe, expect, it } from 'vitest';
import { type CycleCaller, setUpCycleFixtures } from '@/tests/factories/cycles.ts';

const { fx, beta, call, startCycle } = setUpCycleFixtures();

const LINK = 'https://play.google.com/apps/testing/com.example.harbor';

describe('who reads a cycle', () => {
  it('shows the builder the roster: every Accepted tester, and who has not confirmed', async () => {
    const cycle = await startCycle(await beta());
    await call('PUT', `/api/cycles/${cycle.id}/opt-in`, 'accepted', {
      storeEmail: 'Play.Account@Gmail.com',
    });
    const response = await call('GET', `/api/cycles/${cycle.id}`, 'builder');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ optInLink: LINK, notConfirmed: 1 });
    expect(body).not.toHaveProperty('myOptIn');
    expect(body.roster).toEqual([
      {
        testerId: fx.ids.accepted,
        firstName: 'Tester 1',
        lastName: 'Quick',
        optIn: { optedInOn: body.today, storeEmail: 'play.account@gmail.com' },
      },
      { testerId: fx.ids.accepted2, firstName: 'Tester 2', lastName: 'Quick', optIn: null },
    ]);
  });

  it('shows an Accepted tester the opt-in link and their own opt-in, never the roster', async () => {
    const cycle = await startCycle(await beta());
    const before = await call('GET', `/api/cycles/${cycle.id}`, 'accepted');
    expect(before.json()).toMatchObject({ optInLink: LINK, myOptIn: null });
    await call('PUT', `/api/cycles/${cycle.id}/opt-in`, 'accepted', {
      storeEmail: 'me@example.test',
    });
    const after = (await call('GET', `/api/cycles/${cycle.id}`, 'accepted')).json();
    expect(after.myOptIn).toEqual({ optedInOn: after.today, storeEmail: 'me@example.test' });
    expect(after).not.toHaveProperty('roster');
    expect(after).not.toHaveProperty('notConfirmed');
    const other = (await call('GET', `/api/cycles/${cycle.id}`, 'accepted2')).json();
    expect(other.myOptIn).toBeNull();
  });

  it.each(['interested', 'waitlisted', 'declined'] as CycleCaller[])(
    'shows a %s tester the cycle without the opt-in link',
    async (caller) => {
      const listing = await beta();
      const cycle = await startCycle(listing);
      for (const url of [`/api/cycles/${cycle.id}`, `/api/software/${listing.id}/cycles`]) {
        const response = await call('GET', url, caller);
        expect(response.statusCode).toBe(200);
        expect(JSON.stringify(response.json())).not.toContain(LINK);
      }
    },
  );

  it.each([
    ['anon', 401, 'unauthorized'],
    ['outsider', 404, 'cycle_not_found'],
    ['otherBuilder', 404, 'cycle_not_found'],
    ['admin', 404, 'cycle_not_found'],
  ] as [CycleCaller, number, string][])('tells %s nothing', async (caller, status, code) => {
    const listing = await beta();
    const cycle = await startCycle(listing);
    for (const url of [`/api/cycles/${cycle.id}`, `/api/software/${listing.id}/cycles`]) {
      const response = await call('GET', url, caller);
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
    }
  });

  it('answers 404 for a cycle or listing that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const cycle = await call('GET', `/api/cycles/${missing}`, 'builder');
    expect(cycle.json()).toMatchObject({ code: 'cycle_not_found' });
    const listing = await call('GET', `/api/software/${missing}/cycles`, 'builder');
    expect(listing.json()).toMatchObject({ code: 'listing_not_found' });
  });
});
