import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { interests } from '@/server/db/schema/interests.ts';
import { releaseSilentTesters } from '@/server/features/interests/inactivity.service.ts';
import type { BusEvent } from '@/server/lib/event-bus.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { Interest } from '@/shared/contracts/interests.ts';
import type { CreateListingInput, Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '../app/build-app.ts';
import { postListing } from './listings.ts';
import { type SignedInUser, signUpAs } from './people.ts';

const DAY_MS = 86_400_000;
export const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/**
 * An app of its own for a test file about silent testers: a builder, betas that release silent
 * testers, Accepted testers whose clock the test sets, and the standings their sockets were told.
 */
export function setUpSilenceFixtures() {
  const fx = { events: [] as BusEvent[] } as {
    t: TestApp;
    builder: SignedInUser;
    events: BusEvent[];
  };
  beforeAll(async () => {
    fx.t = await buildTestApp();
    fx.builder = await signUpAs(fx.t.app, 'Builder');
    fx.t.app.bus.subscribe((event) => fx.events.push(event));
  });
  afterAll(() => fx.t.close());
  beforeEach(() => {
    fx.events.length = 0;
  });

  const beta = (overrides: Partial<CreateListingInput> = {}) =>
    postListing(fx.t.app, fx.builder.cookie, {
      name: 'Quiet Harbor',
      inactivityDays: 14,
      testerLimit: 1,
      ...overrides,
    });

  async function join(listing: Listing): Promise<SignedInUser> {
    const tester = await signUpAs(fx.t.app, 'Tester');
    const response = await fx.t.app.inject({
      method: 'POST',
      url: '/api/interests',
      headers: { cookie: tester.cookie },
      payload: { softwareId: listing.id },
    });
    if (response.statusCode !== 201) throw new Error(`join failed: ${response.body}`);
    return tester;
  }

  const signupOf = (tester: SignedInUser, listing: Listing) =>
    and(eq(interests.testerId, tester.user.id), eq(interests.listingId, listing.id));

  async function accept(listing: Listing, tester: SignedInUser) {
    const [signup] = await fx.t.db
      .select({ id: interests.id })
      .from(interests)
      .where(signupOf(tester, listing));
    const response = await fx.t.app.inject({
      method: 'PATCH',
      url: `/api/interests/${signup?.id}`,
      headers: { cookie: fx.builder.cookie },
      payload: { status: 'Accepted' },
    });
    if (response.statusCode !== 200) throw new Error(`accept failed: ${response.body}`);
  }

  const setClock = (
    tester: SignedInUser,
    listing: Listing,
    clock: { lastActivityAt?: Date; remindedAt?: Date | null },
  ) => fx.t.db.update(interests).set(clock).where(signupOf(tester, listing));

  /** An Accepted tester of the listing, last heard from `silentDays` days before `now`. */
  async function silentTester(listing: Listing, silentDays: number, now: Date) {
    const tester = await join(listing);
    await accept(listing, tester);
    await setClock(tester, listing, { lastActivityAt: daysAfter(now, -silentDays) });
    return tester;
  }

  /** Where the tester stands on the listing, as My Demos reads it. */
  async function standing(tester: SignedInUser, listing: Listing): Promise<Interest | undefined> {
    const response = await fx.t.app.inject({
      method: 'GET',
      url: '/api/interests',
      headers: { cookie: tester.cookie },
    });
    return (response.json() as Interest[]).find((interest) => interest.softwareId === listing.id);
  }

  const run = (now: Date, ctx: ServiceContext = fx.t.app.services) =>
    releaseSilentTesters(ctx, now);

  /** The standings the tester's sockets were told of on the listing, in order. */
  const told = (tester: SignedInUser, listing: Listing) =>
    fx.events.flatMap((event) =>
      event.type === 'interest_changed' &&
      event.testerId === tester.user.id &&
      event.listingId === listing.id
        ? [event.status]
        : [],
    );

  return { fx, beta, join, accept, signupOf, setClock, silentTester, standing, run, told };
}
