import { describe, expect, it } from 'vitest';
import { type CreateCycleInput, createCycleBodySchema } from '@/shared/contracts/cycles.ts';
import { setUpCycleFixtures } from '@/tests/factories/cycles.ts';
import { getCycle } from './cycle-reads.service.ts';
import { createCycle, updateCycle } from './cycles.service.ts';
import { optIn } from './opt-in.service.ts';

/*
 * The services at fixed instants (decision 025): a day is a date in the cycle's zone, so its
 * status, day number and opt-in dates follow that zone's calendar across daylight-saving changes,
 * not UTC's.
 */

const { fx, beta } = setUpCycleFixtures();

const at = (iso: string) => new Date(iso);

async function cycleAt(input: Partial<CreateCycleInput>, now: Date) {
  const listing = await beta();
  const body = createCycleBodySchema.parse({
    kind: 'Custom',
    testersRequired: 2,
    lengthDays: 2,
    ...input,
  });
  return createCycle(fx.t.app.services, fx.ids.builder, listing.id, body, now);
}

const standing = async (cycleId: string, now: Date) => {
  const { status, day, today, lastDate } = await getCycle(fx.t.db, fx.ids.builder, cycleId, now);
  return { status, day, today, lastDate };
};

describe('New York, where 8 March 2026 lasts 23 hours', () => {
  const zone = { timeZone: 'America/New_York', startDate: '2026-03-08' };

  it('starts at local midnight and moves to day 2 at the next, an hour sooner in UTC', async () => {
    const cycle = await cycleAt(zone, at('2026-03-08T04:00:00Z'));
    expect(await standing(cycle.id, at('2026-03-08T04:59:59.999Z'))).toEqual({
      status: 'Scheduled',
      day: null,
      today: '2026-03-07',
      lastDate: '2026-03-09',
    });
    expect(await standing(cycle.id, at('2026-03-08T05:00:00Z'))).toMatchObject({
      status: 'Running',
      day: 1,
      today: '2026-03-08',
    });
    // 23:59:59.999 EDT: still the 8th, though 23 hours have passed.
    expect(await standing(cycle.id, at('2026-03-09T03:59:59.999Z'))).toMatchObject({ day: 1 });
    expect(await standing(cycle.id, at('2026-03-09T04:00:00Z'))).toMatchObject({ day: 2 });
    expect(await standing(cycle.id, at('2026-03-10T04:00:00Z'))).toMatchObject({
      status: 'Ended',
      day: null,
    });
  });

  it('keeps the listing’s cycle open to its last local date, then lets another start', async () => {
    const cycle = await cycleAt(zone, at('2026-03-08T04:00:00Z'));
    const again = createCycleBodySchema.parse({
      kind: 'PlayClosedTest',
      ...zone,
      startDate: '2026-03-09',
    });
    const listingId = cycle.softwareId;
    const services = fx.t.app.services;
    await expect(
      createCycle(services, fx.ids.builder, listingId, again, at('2026-03-10T03:59:59.999Z')),
    ).rejects.toMatchObject({ code: 'cycle_already_open' });
    const next = createCycleBodySchema.parse({ ...again, startDate: '2026-03-10' });
    await expect(
      createCycle(services, fx.ids.builder, listingId, next, at('2026-03-10T04:00:00Z')),
    ).resolves.toMatchObject({ status: 'Running', day: 1 });
  });

  it('runs an extended cycle past its first last date', async () => {
    const cycle = await cycleAt(zone, at('2026-03-08T04:00:00Z'));
    await updateCycle(
      fx.t.app.services,
      fx.ids.builder,
      cycle.id,
      { extendByDays: 1 },
      at('2026-03-09T12:00:00Z'),
    );
    expect(await standing(cycle.id, at('2026-03-10T04:00:00Z'))).toMatchObject({
      status: 'Running',
      day: 3,
      lastDate: '2026-03-10',
    });
  });
});

describe('Auckland, a day ahead of UTC, where 5 April 2026 lasts 25 hours', () => {
  const zone = { timeZone: 'Pacific/Auckland' };
  // 00:30 NZDT on the 5th; still the 4th in UTC.
  const earlyOnThe5th = at('2026-04-04T11:30:00Z');

  it('takes today as Auckland’s date, not UTC’s, for the start date', async () => {
    await expect(
      cycleAt({ ...zone, startDate: '2026-04-04' }, earlyOnThe5th),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      errors: { startDate: expect.stringContaining('2026-04-05') },
    });
    const cycle = await cycleAt({ ...zone, startDate: '2026-04-05' }, earlyOnThe5th);
    expect(cycle).toMatchObject({ status: 'Running', day: 1, today: '2026-04-05' });
  });

  it('dates an opt-in in Auckland, and day 1 ends 25 hours after it began', async () => {
    const cycle = await cycleAt({ ...zone, startDate: '2026-04-05' }, earlyOnThe5th);
    const confirmed = await optIn(
      fx.t.app.services,
      fx.ids.accepted,
      cycle.id,
      'kiwi@gmail.com',
      earlyOnThe5th,
    );
    expect(confirmed).toEqual({ optedInOn: '2026-04-05', storeEmail: 'kiwi@gmail.com' });
    // Midnight NZST on the 6th is 12:00 UTC on the 5th: 25 hours after 11:00 UTC on the 4th.
    expect(await standing(cycle.id, at('2026-04-05T11:59:59.999Z'))).toMatchObject({ day: 1 });
    expect(await standing(cycle.id, at('2026-04-05T12:00:00Z'))).toMatchObject({ day: 2 });
  });
});
