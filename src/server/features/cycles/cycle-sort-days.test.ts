import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings, SORT_KEY_NONE } from '@/server/db/schema/listings.ts';
import { setUpCycleFixtures } from '@/tests/factories/cycles.ts';
import { sweepCycles } from './cycle-sweep.ts';

/**
 * Browse's "Test cycles starting soonest" sorts by the first day of a listing's cycles still
 * short of testers: kept by triggers as cycles and opt-ins change, and by the sweep as days pass.
 */
const { fx, beta, call, startCycle, todayUtc } = setUpCycleFixtures();

async function cycleDayOf(listingId: string) {
  const [row] = await fx.t.db
    .select({ day: listings.sortCycleDay })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row?.day;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

describe('first cycle short of testers (sort_cycle_day)', () => {
  it('takes the start of a cycle still short of testers, and drops it once full or ended', async () => {
    const listing = await beta('Cycle Day Harbor');
    expect(await cycleDayOf(listing.id)).toBe(SORT_KEY_NONE);
    const cycle = await startCycle(listing, {
      kind: 'Custom',
      testersRequired: 1,
      headroom: 0,
      lengthDays: 7,
    });
    expect(await cycleDayOf(listing.id)).toBe(dayNumber(todayUtc()));
    const optIn = await call('PUT', `/api/cycles/${cycle.id}/opt-in`, 'accepted', {
      storeEmail: 'accepted@example.com',
    });
    expect(optIn.statusCode).toBe(200);
    // Its one place is filled: it needs no one.
    expect(await cycleDayOf(listing.id)).toBe(SORT_KEY_NONE);
  });

  it('drops a cycle the builder ends early', async () => {
    const listing = await beta('Ended Early Harbor');
    const cycle = await startCycle(listing, { startDate: todayUtc(2) });
    expect(await cycleDayOf(listing.id)).toBe(dayNumber(todayUtc(2)));
    const ended = await call('PATCH', `/api/cycles/${cycle.id}`, 'builder', { end: true });
    expect(ended.statusCode).toBe(200);
    expect(await cycleDayOf(listing.id)).toBe(SORT_KEY_NONE);
  });

  it('drops a cycle whose last day has passed when the sweep runs', async () => {
    const listing = await beta('Run Out Harbor');
    await startCycle(listing, { kind: 'Custom', testersRequired: 5, lengthDays: 2 });
    expect(await cycleDayOf(listing.id)).toBe(dayNumber(todayUtc()));
    // Still running tomorrow: kept.
    await sweepCycles(fx.t.app.services, new Date(Date.now() + 86_400_000));
    expect(await cycleDayOf(listing.id)).toBe(dayNumber(todayUtc()));
    await sweepCycles(fx.t.app.services, new Date(Date.now() + 3 * 86_400_000));
    expect(await cycleDayOf(listing.id)).toBe(SORT_KEY_NONE);
  });
});
