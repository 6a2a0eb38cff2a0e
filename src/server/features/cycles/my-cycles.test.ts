import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { cycleOptIns } from '@/server/db/schema/cycles.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import type { MyCycle } from '@/shared/contracts/cycles.ts';
import { cycleDayCalls, settableCycleClock } from '@/tests/factories/cycle-days.ts';
import { type CycleCaller, setUpCycleFixtures } from '@/tests/factories/cycles.ts';

/* My Demos' cycles: those of listings where the tester holds a place, and those they held one in. */

const fixtures = setUpCycleFixtures();
const { fx, beta, call, startCycle } = fixtures;
const clock = settableCycleClock(fixtures);
const { optIn, checkIn, leave } = cycleDayCalls(fixtures);
const at = (iso: string) => clock.set(new Date(iso));

const LINK = 'https://play.google.com/apps/testing/com.example.harbor';
const INSTRUCTIONS = 'Join the Play test with the link, then open Réglages › Bêta.';

async function tokyoCycle(name: string) {
  at('2026-05-01T00:00:00Z');
  const listing = await beta(name);
  await fx.t.db
    .update(listings)
    .set({ accessInstructions: INSTRUCTIONS })
    .where(eq(listings.id, listing.id));
  const cycle = await startCycle(listing, {
    kind: 'Custom',
    testersRequired: 1,
    lengthDays: 4,
    timeZone: 'Asia/Tokyo',
    startDate: '2026-05-01',
  });
  return { listing, cycle };
}

const mine = async (caller: CycleCaller): Promise<MyCycle[]> =>
  (await call('GET', cyclePaths.mine, caller)).json();

describe('my cycles', () => {
  it('lists the cycles where the tester holds a place, newest first, with their days', async () => {
    const older = await tokyoCycle('Older Harbor');
    const newer = await tokyoCycle('Newer Harbor');
    await optIn(newer.cycle.id, 'accepted');
    // 23:30 on 1 May in Tokyo, 14:30 in UTC.
    at('2026-05-01T14:30:00Z');
    await checkIn(newer.cycle.id, 'accepted', { date: '2026-05-01', note: 'Première journée' });
    at('2026-05-02T15:00:00Z');

    const cycles = (await mine('accepted')).filter((one) =>
      [older.cycle.id, newer.cycle.id].includes(one.cycle.id),
    );
    expect(cycles.map((one) => one.listing.name)).toEqual(['Newer Harbor', 'Older Harbor']);
    const [current, untouched] = cycles as [MyCycle, MyCycle];
    expect(current.listing).toEqual({
      id: newer.listing.id,
      name: 'Newer Harbor',
      accessInstructions: INSTRUCTIONS,
    });
    expect(current.cycle).toMatchObject({
      status: 'Running',
      today: '2026-05-03',
      day: 3,
      optInLink: LINK,
      myOptIn: { optedInOn: '2026-05-01', storeEmail: 'accepted@gmail.com' },
      myDays: { streak: 0, checkedInToday: false, missedInARow: 1, daysLeft: 1 },
    });
    expect(current.cycle.myDays?.checkIns).toEqual([
      expect.objectContaining({ date: '2026-05-01', day: 1, note: 'Première journée' }),
    ]);
    expect(current.cycle).not.toHaveProperty('roster');
    expect(untouched.cycle).toMatchObject({ myOptIn: null, myDays: null, optInLink: LINK });
  });

  it('keeps a cycle the tester left, without the link or the instructions', async () => {
    const { listing, cycle } = await tokyoCycle('Left Harbor');
    await optIn(cycle.id, 'accepted');
    at('2026-05-01T05:00:00Z');
    await checkIn(cycle.id, 'accepted', { date: '2026-05-01' });
    expect((await leave(listing.id, 'accepted')).statusCode).toBe(204);
    await vi.waitFor(async () => {
      const [row] = await fx.t.db
        .select({ leftOn: cycleOptIns.leftOn })
        .from(cycleOptIns)
        .where(eq(cycleOptIns.cycleId, cycle.id));
      expect(row?.leftOn).toBe('2026-05-01');
    });
    const left = (await mine('accepted')).find((one) => one.cycle.id === cycle.id);
    expect(left?.listing.accessInstructions).toBeNull();
    expect(left?.cycle).not.toHaveProperty('optInLink');
    expect(left?.cycle.myOptIn).toBeNull();
    expect(left?.cycle.myDays).toMatchObject({ streak: 1, checkedInToday: true });
    expect(JSON.stringify(left)).not.toContain(LINK);
    // Not even a trace of it for a tester who never held a place there.
    const theirs = await mine('interested');
    expect(theirs.some((one) => one.cycle.id === cycle.id)).toBe(false);
  });
});
