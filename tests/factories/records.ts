import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '@/server/db/client.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { personRecords } from '@/server/db/schema/reputation.ts';
import { type SettableClock, settableClock } from '@/server/lib/clock.ts';
import type { LISTING_STATUSES, Role } from '@/shared/constants.ts';
import type { RecordEvent } from '@/shared/contracts/reputation.ts';
import {
  type BuilderRecord,
  EMPTY_BUILDER_RECORD,
  EMPTY_TESTER_RECORD,
  type TesterRecord,
} from '@/shared/contracts/reputation.ts';
import { reputationPaths } from '@/shared/contracts/reputation-paths.ts';
import type { Figure } from '@/shared/contracts/reputation-rules.ts';
import { buildTestApp, type TestApp } from '../app/build-app.ts';
import { quickPeople } from './quick-people.ts';

const DAY_MS = 86_400_000;
export const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * DAY_MS);
export const hoursLater = (date: Date, hours: number) =>
  new Date(date.getTime() + hours * 3_600_000);

/** An app on a clock the test sets, and a way to make people, listings and read records. */
export function setUpRecordWorld(start: Date) {
  const world = { clock: settableClock(start) as SettableClock } as {
    t: TestApp;
    clock: SettableClock;
  };
  beforeAll(async () => {
    world.t = await buildTestApp({}, undefined, { clock: world.clock });
  }, 60_000);
  afterAll(() => world.t.close());

  const people = async (role: Role, count: number) =>
    quickPeople(world.t.app, world.t.db, role, count);

  async function listing(
    builderId: string,
    status: (typeof LISTING_STATUSES)[number] = 'Open',
    name = 'Harbor Notes',
  ) {
    const [row] = await world.t.db
      .insert(listings)
      .values({
        builderId,
        name,
        shortDescription: 'Notes that sync',
        longDescription: 'A note-taking app looking for testers.',
        category: 'Mobile',
        imageUrl: '/objects/listing.png',
        status,
      })
      .returning({ id: listings.id });
    return row?.id as string;
  }

  return { world, people, listing };
}

/** The stored record, or the empty one for a person never refreshed. */
export async function storedRecord(
  db: Database,
  userId: string,
): Promise<{ tester: TesterRecord; builder: BuilderRecord; answerBadge: string | null }> {
  const [row] = await db.select().from(personRecords).where(eq(personRecords.userId, userId));
  return row ?? { tester: EMPTY_TESTER_RECORD, builder: EMPTY_BUILDER_RECORD, answerBadge: null };
}

/** The events behind a person's record, as the person reads them. */
export async function recordEventsOf(t: TestApp, cookie: string, userId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: reputationPaths.recordEvents(userId),
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as RecordEvent[];
}

/** A share figure agrees with its events: as many events, and the share of those that count. */
export function expectShareAgrees(events: RecordEvent[], figureKey: string, figure: Figure) {
  const mine = events.filter((event) => event.figure === figureKey);
  expect(mine.length, figureKey).toBe(figure.events);
  if (figure.value !== null)
    expect(mine.filter((event) => event.counts).length / mine.length, figureKey).toBeCloseTo(
      figure.value,
    );
}

/** A count agrees with its events: one event per thing counted. */
export function expectCountAgrees(events: RecordEvent[], figureKey: string, count: number) {
  expect(events.filter((event) => event.figure === figureKey).length, figureKey).toBe(count);
}
