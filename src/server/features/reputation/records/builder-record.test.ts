import { beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages } from '@/server/db/schema/chat.ts';
import { testCycles } from '@/server/db/schema/cycles.ts';
import { feedbackEvents } from '@/server/db/schema/feedback.ts';
import { ratings } from '@/server/db/schema/reputation.ts';
import type { BuilderRecord } from '@/shared/contracts/reputation.ts';
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
import { refreshDueRecords } from './due-records.ts';
import { refreshRecords } from './refresh-records.ts';

/* A builder's record from a seeded history, at noon UTC on 2 April 2026. */
const NOW = new Date('2026-04-02T12:00:00Z');
const { world, people, listing } = setUpRecordWorld(NOW);
let builder: { id: string; cookie: string };
let testers: { id: string; cookie: string }[];
let listingId: string;
let record: BuilderRecord;

const refreshed = async (userId: string) => {
  await refreshRecords(world.t.app.services, [userId]);
  return storedRecord(world.t.db, userId);
};

async function seedReports() {
  const reporterId = testers[0]?.id as string;
  const at = (days: number, answeredAfterHours?: number) => ({
    listingId,
    reporterId,
    createdAt: daysBefore(NOW, days),
    ...(answeredAfterHours === undefined
      ? {}
      : { firstResponseAt: hoursLater(daysBefore(NOW, days), answeredAfterHours) }),
  });
  const rows = await insertReports(world.t.db, [
    { ...at(10, 2), status: 'Fixed' },
    { ...at(10, 5), status: 'WontFix' },
    // Answered after more than 3 days; Won't fix without a word.
    { ...at(10, 100), status: 'WontFix' },
    // Unanswered for 5 days: overdue. Unanswered for 1: not yet due.
    at(5),
    at(1),
  ]);
  await world.t.db.insert(feedbackEvents).values([
    {
      feedbackId: rows[1]?.id as string,
      actorId: builder.id,
      kind: 'comment',
      body: 'Not our bug',
    },
    { feedbackId: rows[2]?.id as string, actorId: reporterId, kind: 'comment', body: 'Please?' },
  ]);
}

async function seedMessages() {
  const [first, second] = await world.t.db
    .insert(conversations)
    .values(
      testers
        .slice(0, 2)
        .map((tester) => ({ listingId, builderId: builder.id, testerId: tester.id })),
    )
    .returning({ id: conversations.id });
  const from = (conversation: typeof first, senderId: string | undefined, createdAt: Date) => ({
    conversationId: conversation?.id as string,
    senderId: senderId as string,
    content: 'Hello',
    createdAt,
  });
  const tester = testers[0]?.id;
  await world.t.db.insert(messages).values([
    // Answered a day later; the tester's second message is the same turn.
    from(first, tester, daysBefore(NOW, 10)),
    from(first, tester, hoursLater(daysBefore(NOW, 10), 1)),
    from(first, builder.id, daysBefore(NOW, 9)),
    // Answered three days later: late.
    from(first, tester, daysBefore(NOW, 8)),
    from(first, builder.id, daysBefore(NOW, 5)),
    // An hour old: not due yet.
    from(first, tester, hoursLater(NOW, -1)),
    // Never answered, six days on.
    from(second, testers[1]?.id, daysBefore(NOW, 6)),
  ]);
}

async function seedCyclesAndRatings() {
  const cycle = {
    listingId,
    kind: 'Custom' as const,
    testersRequired: 1,
    headroom: 0,
    timeZone: 'UTC',
  };
  await world.t.db.insert(testCycles).values([
    { ...cycle, startDate: '2026-03-01', lengthDays: 14 },
    { ...cycle, startDate: '2026-03-01', lengthDays: 14, endedEarlyOn: '2026-03-05' },
    { ...cycle, startDate: '2026-03-30', lengthDays: 14 },
  ]);
  const rating = (rater: number, stars: number, daysAgo: number) => ({
    listingId,
    listingName: 'Harbor Notes',
    raterId: testers[rater]?.id as string,
    rateeId: builder.id,
    raterSide: 'tester' as const,
    stars,
    createdAt: daysBefore(NOW, daysAgo),
    updatedAt: daysBefore(NOW, daysAgo),
  });
  await world.t.db
    .insert(ratings)
    .values([rating(0, 5, 20), rating(1, 5, 15), rating(2, 2, 30), rating(3, 1, 2)]);
}

beforeAll(async () => {
  [builder] = (await people('Builder', 1)) as [typeof builder];
  testers = await people('Tester', 4);
  listingId = await listing(builder.id);
  await seedReports();
  await seedMessages();
  await seedCyclesAndRatings();
  record = (await refreshed(builder.id)).builder;
});

describe("a builder's record", () => {
  it('firstAnswerHours: the median over answered reports, and the badge it earns', async () => {
    expect(record.firstAnswerHours).toEqual({ value: 5, events: 3 });
    expect((await storedRecord(world.t.db, builder.id)).answerBadge).toBe('day');
  });

  it('answeredInTime: within 3 days, among reports answered or overdue', () => {
    expect(record.answeredInTime).toEqual({ value: 0.5, events: 4 });
  });

  it("resolvedWithReason: Fixed or Verified, or Won't fix with the builder's comment, among reports closed or open for 30 days", () => {
    // Fixed, Won't fix with a comment, Won't fix without a word; the open ones are too young.
    expect(record.resolvedWithReason.events).toBe(3);
    expect(record.resolvedWithReason.value).toBeCloseTo(2 / 3);
  });

  it("messagesAnswered: testers' turns answered within 2 days, among those answered or due", () => {
    expect(record.messagesAnswered.events).toBe(3);
    expect(record.messagesAnswered.value).toBeCloseTo(1 / 3);
  });

  it('cyclesCompleted: cycles run to their last day, not ended early nor running', () => {
    expect(record.cyclesCompleted).toBe(1);
  });

  it("rating: testers' shown ratings", () => {
    expect(record.rating).toEqual({ value: 4, events: 3 });
  });

  it('each figure agrees with the events behind it', async () => {
    const events = await recordEventsOf(world.t, builder.cookie, builder.id);
    for (const key of ['answeredInTime', 'resolvedWithReason', 'messagesAnswered'] as const)
      expectShareAgrees(events, `builder.${key}`, record[key]);
    expectCountAgrees(events, 'builder.firstAnswerHours', record.firstAnswerHours.events);
    expectCountAgrees(events, 'builder.rating', record.rating.events);
    expectCountAgrees(events, 'builder.cyclesCompleted', record.cyclesCompleted);
  });

  it('the hourly job refreshes whom time moved: a report overdue, a rating shown', async () => {
    // Two days on, the report filed a day before NOW is overdue and the 1-star rating shown.
    const later = hoursLater(NOW, 24 * 12 + 1);
    await world.clock.set(later);
    const untouched = (await storedRecord(world.t.db, builder.id)).builder;
    expect(untouched.answeredInTime.events).toBe(4);
    expect((await refreshDueRecords(world.t.app.services, later)).refreshed).toBeGreaterThan(0);
    const moved = (await storedRecord(world.t.db, builder.id)).builder;
    expect(moved.answeredInTime).toEqual({ value: 0.4, events: 5 });
    expect(moved.rating).toEqual({ value: 13 / 4, events: 4 });
    // Nothing more is due at the same instant.
    expect(await refreshDueRecords(world.t.app.services, later)).toEqual({ refreshed: 0 });
    await world.clock.set(NOW);
  });

  it('says New under 3 events', async () => {
    const [newcomer] = (await people('Builder', 1)) as [{ id: string; cookie: string }];
    const own = await listing(newcomer.id);
    const answered = { listingId: own, reporterId: testers[0]?.id as string };
    const reports = Array.from({ length: 2 }, () => ({
      ...answered,
      createdAt: daysBefore(NOW, 1),
      firstResponseAt: hoursLater(daysBefore(NOW, 1), 1),
    }));
    await insertReports(world.t.db, reports);
    const two = await refreshed(newcomer.id);
    expect(two.builder.firstAnswerHours).toEqual({ value: null, events: 2 });
    expect(two.answerBadge).toBeNull();
    await insertReports(world.t.db, reports.slice(1));
    const three = await refreshed(newcomer.id);
    expect(three.builder.firstAnswerHours).toEqual({ value: 1, events: 3 });
    expect(three.answerBadge).toBe('day');
  });
});
