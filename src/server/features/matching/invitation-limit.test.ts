import { describe, expect, it } from 'vitest';
import { settableClock } from '@/server/lib/clock.ts';
import { INVITATIONS_PER_DAY } from '@/shared/contracts/matching.ts';
import { setUpCycleFixtures } from '@/tests/factories/cycles.ts';
import { addDevice, givePlatforms } from '@/tests/factories/matching.ts';
import { quickPeople } from '@/tests/factories/quick-people.ts';

const clock = settableClock();
const { fx, beta, call, startCycle } = setUpCycleFixtures({ clock, followRecords: false });

async function webCycle(name: string) {
  const listing = await beta(name);
  await givePlatforms(fx.t.app, fx.t.db, listing.id, ['Web']);
  return (await startCycle(listing)).id;
}

async function webTesters(count: number): Promise<string[]> {
  const people = await quickPeople(fx.t.app, fx.t.db, 'Tester', count);
  for (const person of people) await addDevice(fx.t.db, person.id, 'Web');
  return people.map((person) => person.id);
}

const invite = (cycleId: string, testerIds: string[]) =>
  call('POST', `/api/cycles/${cycleId}/invitations`, 'builder', { testerIds });

describe('the daily limit on invitations', () => {
  it('counts no refused invitation: skipped testers do not use up the day', async () => {
    const cycleId = await webCycle('Fourth Harbor');
    const [noDevice] = await quickPeople(fx.t.app, fx.t.db, 'Tester', 1);
    const response = await invite(cycleId, [noDevice?.id as string]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ invited: [], skipped: [noDevice?.id] });
  });

  it(`lets a builder send ${INVITATIONS_PER_DAY} a day across their cycles, on the app's clock`, async () => {
    const start = clock.now();
    const first = await webCycle('First Harbor');
    const second = await webCycle('Second Harbor');
    const testers = await webTesters(INVITATIONS_PER_DAY + 2);
    expect((await invite(first, testers.slice(0, 20))).json().invited).toHaveLength(20);
    await clock.set(new Date(start.getTime() + 3_600_000));
    expect((await invite(second, testers.slice(20, 29))).json().invited).toHaveLength(9);

    const overByOne = await invite(second, testers.slice(29, 31));
    expect(overByOne.statusCode).toBe(429);
    expect(overByOne.json()).toEqual({
      code: 'rate_limited',
      message: `You can send 1 more invitation today (${INVITATIONS_PER_DAY} a day): pick fewer testers, or try again in 23 hours`,
    });
    // The second of the two fits once the first day's oldest invitation is a day old.
    expect(Number(overByOne.headers['retry-after'])).toBe(23 * 3600);

    expect((await invite(second, testers.slice(29, 30))).json().invited).toHaveLength(1);
    const full = await invite(first, testers.slice(30, 31));
    expect(full.statusCode).toBe(429);
    expect(full.json().message).toBe(
      `You have sent the ${INVITATIONS_PER_DAY} invitations a day allows: try again in 23 hours`,
    );

    await clock.set(new Date(start.getTime() + 86_400_000 + 1000));
    const nextDay = await invite(first, testers.slice(30, 32));
    expect(nextDay.statusCode).toBe(200);
    expect(nextDay.json().invited).toHaveLength(2);
  });
});
