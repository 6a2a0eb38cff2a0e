import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cycleCheckIns, cycleOptIns, testCycles } from '@/server/db/schema/cycles.ts';
import { feedbackEvents } from '@/server/db/schema/feedback.ts';
import { placeSpells, ratings } from '@/server/db/schema/reputation.ts';
import { users } from '@/server/db/schema/users.ts';
import type { TesterRecord } from '@/shared/contracts/reputation.ts';
import { insertReports } from '@/tests/factories/feedback-inserts.ts';
import {
  daysBefore,
  expectCountAgrees,
  expectShareAgrees,
  hoursLater,
  recordEventsOf,
  setUpRecordWorld,
  storedRecord,
} from '@/tests/factories/records.ts';
import { refreshRecords } from './refresh-records.ts';

/*
 * A tester's record from a seeded history, at 22:30 UTC on 2 April 2026: already 3 April in
 * Berlin, whose clocks went forward on 29 March, inside the cycles below.
 */
const NOW = new Date('2026-04-02T22:30:00Z');
const { world, people, listing } = setUpRecordWorld(NOW);
let tester: { id: string; cookie: string };
let builders: { id: string; cookie: string }[];
let record: TesterRecord;

const refreshed = async (userId: string) => {
  await refreshRecords(world.t.app.services, [userId]);
  return (await storedRecord(world.t.db, userId)).tester;
};

async function seedPlaces(closed: string, open: string) {
  const spell = { builderId: builders[0]?.id as string, testerId: tester.id, listingName: 'Gone' };
  const accepted = daysBefore(NOW, 30);
  await world.t.db.insert(placeSpells).values([
    { ...spell, listingId: closed, acceptedAt: accepted },
    {
      ...spell,
      listingId: null,
      acceptedAt: accepted,
      endedAt: daysBefore(NOW, 20),
      endedBy: 'listing_deleted',
    },
    {
      ...spell,
      listingId: null,
      acceptedAt: accepted,
      endedAt: daysBefore(NOW, 25),
      endedBy: 'left',
    },
    {
      ...spell,
      listingId: null,
      acceptedAt: accepted,
      endedAt: daysBefore(NOW, 10),
      endedBy: 'released',
    },
    // An application declined is not work done, and an open place on an open beta is not over.
    { ...spell, listingId: null, endedAt: daysBefore(NOW, 10), endedBy: 'declined' },
    { ...spell, listingId: open, acceptedAt: accepted },
  ]);
}

async function seedCycles(listingId: string) {
  const cycle = {
    listingId,
    kind: 'Custom' as const,
    testersRequired: 1,
    headroom: 0,
    timeZone: 'Europe/Berlin',
  };
  const [held, left, endedEarly, running] = await world.t.db
    .insert(testCycles)
    .values([
      { ...cycle, startDate: '2026-03-27', lengthDays: 5 },
      { ...cycle, startDate: '2026-03-27', lengthDays: 5 },
      { ...cycle, startDate: '2026-03-27', lengthDays: 5, endedEarlyOn: '2026-03-29' },
      { ...cycle, startDate: '2026-04-01', lengthDays: 5 },
    ])
    .returning({ id: testCycles.id });
  const ids = [held, left, endedEarly, running].map((row) => row?.id as string);
  const optIn = { testerId: tester.id, storeEmail: 't@gmail.com', optedInOn: '2026-03-27' };
  await world.t.db.insert(cycleOptIns).values([
    { ...optIn, cycleId: ids[0] as string },
    { ...optIn, cycleId: ids[1] as string, leftOn: '2026-03-30' },
    { ...optIn, cycleId: ids[2] as string },
    { ...optIn, cycleId: ids[3] as string, optedInOn: '2026-04-01' },
  ]);
  const checkIn = (index: number, date: string) => ({
    cycleId: ids[index] as string,
    testerId: tester.id,
    checkedInOn: date,
  });
  await world.t.db
    .insert(cycleCheckIns)
    .values([
      checkIn(0, '2026-03-27'),
      checkIn(0, '2026-03-28'),
      checkIn(0, '2026-03-29'),
      checkIn(1, '2026-03-28'),
      checkIn(3, '2026-04-02'),
    ]);
}

async function seedReports(listingId: string) {
  const answered = { firstResponseAt: daysBefore(NOW, 1) };
  const base = { listingId, reporterId: tester.id };
  const rows = await insertReports(world.t.db, [
    { ...base, status: 'New' },
    { ...base, status: 'Acknowledged', ...answered },
    { ...base, status: 'Fixed', ...answered },
    { ...base, status: 'Verified', ...answered },
    { ...base, status: 'Duplicate', ...answered },
  ]);
  await world.t.db.insert(feedbackEvents).values({
    feedbackId: rows[3]?.id as string,
    actorId: tester.id,
    kind: 'status',
    status: 'Verified',
  });
}

async function seedRatings() {
  const rating = (rater: number, stars: number, daysAgo: number) => ({
    listingId: null,
    listingName: 'Gone',
    raterId: builders[rater]?.id as string,
    rateeId: tester.id,
    raterSide: 'builder' as const,
    stars,
    createdAt: daysBefore(NOW, daysAgo),
    updatedAt: daysBefore(NOW, daysAgo),
  });
  await world.t.db.insert(ratings).values([
    // Shown: 14 days have passed.
    rating(0, 5, 15),
    rating(1, 4, 20),
    rating(2, 3, 14),
    // Hidden: given yesterday, and the tester has not rated back.
    rating(3, 1, 1),
    // Shown, but its rater was removed for abuse.
    rating(4, 1, 30),
  ]);
  await world.t.db
    .update(users)
    .set({ removedForAbuseAt: daysBefore(NOW, 2) })
    .where(eq(users.id, builders[4]?.id as string));
}

beforeAll(async () => {
  [tester] = (await people('Tester', 1)) as [typeof tester];
  builders = await people('Builder', 5);
  const builder = builders[0]?.id as string;
  const closed = await listing(builder, 'Closed');
  const open = await listing(builder, 'Open');
  await seedPlaces(closed, open);
  await seedCycles(open);
  await seedReports(open);
  await seedRatings();
  record = await refreshed(tester.id);
});

describe("a tester's record", () => {
  it('betasHeld: accepted places that are over, held to the end (closed or deleted listing)', () => {
    expect(record.betasHeld).toEqual({ value: 0.5, events: 4 });
    expect(record.releasedForSilence).toBe(1);
  });

  it('cyclesHeld: ended cycles they opted into, not left; an early end counts as an end', () => {
    expect(record.cyclesHeld.events).toBe(3);
    expect(record.cyclesHeld.value).toBeCloseTo(2 / 3);
  });

  it("checkIns: past cycle days opted in, by Berlin's calendar across its clock change", () => {
    // 5 days of the first (3 checked in, 29 March among them), 3 of the second before leaving
    // (1), 2 of the one ended early on its third (none), and 1 and 2 April of the running one:
    // 3 April has begun in Berlin, so 2 April is over (1).
    expect(record.checkIns).toEqual({ value: 5 / 12, events: 12 });
  });

  it('reports: filed, acknowledged, fixed (Fixed or Verified), duplicate; fixes verified', () => {
    expect(record.reports).toEqual({ filed: 5, acknowledged: 4, fixed: 2, duplicate: 1 });
    expect(record.fixesVerified).toBe(1);
  });

  it('rating: shown ratings from builders only, none from an account removed for abuse', () => {
    expect(record.rating).toEqual({ value: 4, events: 3 });
  });

  it('says New under 3 events and a number at 3', async () => {
    const [newcomer] = (await people('Tester', 1)) as [{ id: string; cookie: string }];
    const spell = {
      builderId: builders[0]?.id as string,
      testerId: newcomer.id,
      listingName: 'Gone',
      listingId: null,
      acceptedAt: daysBefore(NOW, 9),
      endedAt: daysBefore(NOW, 1),
      endedBy: 'listing_deleted' as const,
    };
    await world.t.db.insert(placeSpells).values([spell, spell]);
    expect((await refreshed(newcomer.id)).betasHeld).toEqual({ value: null, events: 2 });
    await world.t.db.insert(placeSpells).values({ ...spell, endedBy: 'left' });
    expect((await refreshed(newcomer.id)).betasHeld.value).toBeCloseTo(2 / 3);
  });

  it('a hidden rating is shown, and counts, 14 days after it was given', async () => {
    await world.clock.set(hoursLater(NOW, 24 * 13 + 1));
    expect((await refreshed(tester.id)).rating).toEqual({ value: 13 / 4, events: 4 });
    await world.clock.set(NOW);
    await refreshed(tester.id);
  });

  it('each figure agrees with the events behind it', async () => {
    const events = await recordEventsOf(world.t, tester.cookie, tester.id);
    for (const key of ['betasHeld', 'cyclesHeld', 'checkIns', 'rating'] as const)
      expectShareAgrees(
        events,
        `tester.${key}`,
        key === 'rating' ? { value: null, events: record.rating.events } : record[key],
      );
    expectCountAgrees(events, 'tester.releasedForSilence', record.releasedForSilence);
    for (const [key, count] of Object.entries(record.reports))
      expectCountAgrees(events, `tester.reports.${key}`, count);
    expectCountAgrees(events, 'tester.fixesVerified', record.fixesVerified);
    const checkIns = events.filter((event) => event.figure === 'tester.checkIns');
    expect(checkIns.filter((event) => event.counts).map((event) => event.label)).toContain(
      'Checked in on 2026-03-29',
    );
  });
});
