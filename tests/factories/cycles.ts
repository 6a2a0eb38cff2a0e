import { afterAll, beforeAll, beforeEach } from 'vitest';
import { interests } from '@/server/db/schema/interests.ts';
import type { Clock } from '@/server/lib/clock.ts';
import type { BusEvent } from '@/server/lib/event-bus.ts';
import type { InterestStatus } from '@/shared/constants.ts';
import type { CreateCycleInput } from '@/shared/contracts/cycles.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '../app/build-app.ts';
import { postListing } from './listings.ts';
import { signUpAs } from './people.ts';
import { quickPeople } from './quick-people.ts';

/** Who calls a cycle route in these tests; `anon` sends no cookie. */
export type CycleCaller =
  | 'anon'
  | 'builder'
  | 'otherBuilder'
  | 'admin'
  | 'accepted'
  | 'accepted2'
  | 'interested'
  | 'waitlisted'
  | 'declined'
  | 'outsider';

/** The signup each tester of `beta()` holds; the outsider holds none. */
const SIGNUPS: [CycleCaller, InterestStatus][] = [
  ['accepted', 'Accepted'],
  ['accepted2', 'Accepted'],
  ['interested', 'Interested'],
  ['waitlisted', 'Waitlisted'],
  ['declined', 'Declined'],
];

/**
 * An app of its own for a test file about test cycles: a builder, another builder, an admin, and
 * testers in every standing on each beta the builder posts. Testers are written to the database
 * with their signups (no password hashing), so each test may post a beta of its own. `clock` is
 * the time the app's services read (the system's by default); `followRecords: false` keeps the
 * records a test writes from being refreshed by the events that follow.
 */
export function setUpCycleFixtures({
  clock,
  followRecords,
}: {
  clock?: Clock;
  followRecords?: boolean;
} = {}) {
  const fx = { events: [] as BusEvent[], ids: {} as Record<CycleCaller, string> } as {
    t: TestApp;
    cookies: Record<CycleCaller, string | undefined>;
    ids: Record<CycleCaller, string>;
    events: BusEvent[];
  };
  beforeAll(async () => {
    fx.t = await buildTestApp({}, undefined, { clock, followRecords });
    const [builder, otherBuilder, admin] = await Promise.all([
      signUpAs(fx.t.app, 'Builder'),
      signUpAs(fx.t.app, 'Builder'),
      signUpAs(fx.t.app, 'Admin'),
    ]);
    const testers = await quickPeople(fx.t.app, fx.t.db, 'Tester', SIGNUPS.length + 1);
    const named: [CycleCaller, { id: string; cookie: string }][] = [
      ['builder', { id: builder.user.id, cookie: builder.cookie }],
      ['otherBuilder', { id: otherBuilder.user.id, cookie: otherBuilder.cookie }],
      ['admin', { id: admin.user.id, cookie: admin.cookie }],
      ...SIGNUPS.map(([caller], index) => [caller, testers[index]] as [CycleCaller, never]),
      ['outsider', testers[SIGNUPS.length] as { id: string; cookie: string }],
    ];
    fx.cookies = Object.fromEntries([
      ['anon', undefined],
      ...named.map(([caller, who]) => [caller, who.cookie]),
    ]);
    for (const [caller, who] of named) fx.ids[caller] = who.id;
    fx.t.app.bus.subscribe((event) => fx.events.push(event));
  }, 60_000);
  afterAll(() => fx.t.close());
  beforeEach(() => {
    fx.events.length = 0;
  });

  /** A listing of the builder's with a tester in every standing. */
  async function beta(name = 'Cycle Harbor'): Promise<Listing> {
    const cookie = fx.cookies.builder as string;
    const listing = await postListing(fx.t.app, cookie, { name });
    // A second apart, so they joined in this order, the roster's: the database clock's resolution
    // (a millisecond in PGlite) would otherwise leave two signups tied and the order to chance.
    const joinedFrom = Date.now() - SIGNUPS.length * 1000;
    await fx.t.db.insert(interests).values(
      SIGNUPS.map(([caller, status], index) => ({
        listingId: listing.id,
        testerId: fx.ids[caller],
        status,
        createdAt: new Date(joinedFrom + index * 1000),
      })),
    );
    return listing;
  }

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    caller: CycleCaller,
    payload?: object,
  ) =>
    fx.t.app.inject({
      method,
      url,
      headers: fx.cookies[caller] ? { cookie: fx.cookies[caller] } : {},
      ...(payload ? { payload } : {}),
    });

  /** Today's date in UTC (or a later one), for a cycle that starts at once (UTC has no date line to cross). */
  const todayUtc = (daysLater = 0) =>
    new Date(Date.now() + daysLater * 86_400_000).toISOString().slice(0, 10);

  /** A cycle on the listing, started today in UTC, or with the fields given. */
  async function startCycle(listing: Listing, body: Partial<CreateCycleInput> = {}) {
    const response = await call('POST', `/api/software/${listing.id}/cycles`, 'builder', {
      kind: 'PlayClosedTest',
      timeZone: 'UTC',
      startDate: todayUtc(),
      optInLink: 'https://play.google.com/apps/testing/com.example.harbor',
      ...body,
    });
    if (response.statusCode !== 201) throw new Error(`cycle failed: ${response.body}`);
    return response.json() as { id: string; softwareId: string };
  }

  return { fx, beta, call, startCycle, todayUtc };
}
