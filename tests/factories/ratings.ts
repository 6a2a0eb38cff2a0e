import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { cycleOptIns, testCycles } from '@/server/db/schema/cycles.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { placeSpells } from '@/server/db/schema/reputation.ts';
import { type SettableClock, settableClock } from '@/server/lib/clock.ts';
import type { BusEvent } from '@/server/lib/event-bus.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { reputationPaths } from '@/shared/contracts/reputation-paths.ts';
import { buildTestApp, type TestApp } from '../app/build-app.ts';
import { postListing } from './listings.ts';
import { type SignedInUser, signUpAs } from './people.ts';
import { quickPeople } from './quick-people.ts';

export const DAY_MS = 86_400_000;

/** How a tester's accepted place ended, as the interests trigger records it. */
export type PlaceEnd = 'left' | 'declined' | 'released' | 'waitlisted';

export interface Person {
  id: string;
  cookie: string;
}

/**
 * An app on a settable clock, with a builder, an admin and a supply of testers, for the ratings
 * and profiles tests. Places are given and ended through the `interests` table, so the trigger
 * keeps the spells, then dated on the test's clock.
 */
export function setUpRatingFixtures() {
  const fx = { events: [] as BusEvent[] } as {
    t: TestApp;
    clock: SettableClock;
    builder: SignedInUser;
    admin: SignedInUser;
    events: BusEvent[];
  };
  beforeAll(async () => {
    fx.clock = settableClock(new Date());
    fx.t = await buildTestApp({}, undefined, { clock: fx.clock });
    [fx.builder, fx.admin] = await Promise.all([
      signUpAs(fx.t.app, 'Builder'),
      signUpAs(fx.t.app, 'Admin'),
    ]);
    fx.t.app.bus.subscribe((event) => fx.events.push(event));
  }, 60_000);
  afterAll(() => fx.t.close());

  const testers = async (count: number): Promise<Person[]> =>
    quickPeople(fx.t.app, fx.t.db, 'Tester', count);
  const tester = async (): Promise<Person> => (await testers(1))[0] as Person;

  const beta = (name = 'Rated Harbor', cookie = fx.builder.cookie): Promise<Listing> =>
    postListing(fx.t.app, cookie, { name });

  /** The clock moved on by `days` (fractions too) from where it stands. */
  const later = (days: number) => fx.clock.set(new Date(fx.clock.now().getTime() + days * DAY_MS));

  /**
   * The tester held an accepted place for `heldDays` up to now on the clock, then it ended as
   * `how`; `accepted: false` leaves them an applicant the builder never took in.
   */
  async function endPlace(
    listingId: string,
    testerId: string,
    how: PlaceEnd,
    { heldDays = 5, accepted = true }: { heldDays?: number; accepted?: boolean } = {},
  ) {
    const signup = { listingId, testerId, status: accepted ? 'Accepted' : 'Interested' } as const;
    await fx.t.db.insert(interests).values(signup);
    const own = and(eq(interests.listingId, listingId), eq(interests.testerId, testerId));
    if (how === 'left') await fx.t.db.delete(interests).where(own);
    else {
      const status = (
        { declined: 'Declined', released: 'Released', waitlisted: 'Waitlisted' } as const
      )[how];
      const reason = how === 'released' ? 'No word for 14 days' : null;
      await fx.t.db.update(interests).set({ status, reason }).where(own);
    }
    const now = fx.clock.now();
    await fx.t.db
      .update(placeSpells)
      .set({
        startedAt: new Date(now.getTime() - heldDays * DAY_MS),
        acceptedAt: accepted ? new Date(now.getTime() - heldDays * DAY_MS) : null,
        endedAt: now,
      })
      .where(and(eq(placeSpells.listingId, listingId), eq(placeSpells.testerId, testerId)));
  }

  /**
   * A 3-day cycle in UTC whose last day was yesterday on the clock, with the tester opted in;
   * `left` has them leave it on its second day.
   */
  async function endedCycle(listingId: string, testerId: string, { left = false } = {}) {
    await fx.t.db.insert(interests).values({ listingId, testerId, status: 'Accepted' });
    const day = (offset: number) =>
      new Date(fx.clock.now().getTime() + offset * DAY_MS).toISOString().slice(0, 10);
    const [cycle] = await fx.t.db
      .insert(testCycles)
      .values({
        listingId,
        kind: 'Custom',
        testersRequired: 1,
        headroom: 0,
        lengthDays: 3,
        timeZone: 'UTC',
        startDate: day(-3),
      })
      .returning({ id: testCycles.id });
    await fx.t.db.insert(cycleOptIns).values({
      cycleId: cycle?.id as string,
      testerId,
      storeEmail: 'tester@example.test',
      optedInOn: day(-3),
      leftOn: left ? day(-2) : null,
    });
  }

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    who: { cookie: string } | null,
    payload?: object,
  ) =>
    fx.t.app.inject({
      method,
      url,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload ? { payload } : {}),
    });

  /** POST /api/ratings as `rater`. */
  const rate = (
    rater: { cookie: string },
    listingId: string,
    rateeId: string,
    stars = 4,
    comment?: string,
  ) => call('POST', reputationPaths.ratings, rater, { listingId, rateeId, stars, comment });

  const profile = (id: string, reader: { cookie: string } | null = null) =>
    call('GET', reputationPaths.profile(id), reader);

  const builderPerson = (): Person => ({ id: fx.builder.user.id, cookie: fx.builder.cookie });

  return {
    fx,
    tester,
    testers,
    beta,
    later,
    endPlace,
    endedCycle,
    call,
    rate,
    profile,
    builderPerson,
  };
}
