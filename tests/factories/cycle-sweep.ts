import { and, asc, eq } from 'drizzle-orm';
import type { App } from '@/server/app.ts';
import type { Database } from '@/server/db/client.ts';
import { cycleCheckIns, cycleOptIns } from '@/server/db/schema/cycles.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { emailOutbox } from '@/server/db/schema/mail.ts';
import { notifications } from '@/server/db/schema/notifications.ts';
import { users } from '@/server/db/schema/users.ts';
import { sweepCycles } from '@/server/features/cycles/cycle-sweep.ts';
import { createCycle } from '@/server/features/cycles/cycles.service.ts';
import { settableClock } from '@/server/lib/clock.ts';
import type { CycleKind } from '@/shared/contracts/cycle-rules.ts';
import { type Cycle, createCycleBodySchema } from '@/shared/contracts/cycles.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import type { NotificationType } from '@/shared/contracts/notifications.ts';
import { startOfDateInZone } from '@/shared/cycles/calendar-dates.ts';
import { mailDueNotifications } from '../mail/notification-mail-job.ts';
import { setUpCycleFixtures } from './cycles.ts';
import { postListing } from './listings.ts';
import { quickPeople } from './quick-people.ts';

/** The app (or one of two over one database) the fixtures write through. */
export interface SweepWorld {
  app: App;
  db: Database;
}

export interface SweepTester {
  id: string;
  cookie: string;
  name: string;
  email: string;
}

const FIRST_NAMES = ['Zoë', 'Björn', 'Chloé', 'Dário', 'Émile', 'Fátima', 'Grégoire', 'Hélène'];
let testersMade = 0;

/** Testers with proved addresses, so the notification mail reaches them, and distinct names. */
export async function sweepTesters(world: SweepWorld, count: number): Promise<SweepTester[]> {
  const people = await quickPeople(world.app, world.db, 'Tester', count);
  return Promise.all(
    people.map(async ({ id, cookie }) => {
      testersMade += 1;
      const firstName = FIRST_NAMES[testersMade % FIRST_NAMES.length] as string;
      const lastName = `Ødegård ${testersMade}`;
      const email = `cycle-tester-${testersMade}-${id.slice(0, 8)}@example.test`;
      await world.db
        .update(users)
        .set({ firstName, lastName, email, emailVerifiedAt: new Date() })
        .where(eq(users.id, id));
      return { id, cookie, name: `${firstName} ${lastName}`, email };
    }),
  );
}

export interface CycleSetup {
  kind?: CycleKind;
  timeZone: string;
  /** Day 1; the cycle is created at its first instant. */
  startDate: string;
  lengthDays?: number;
  testersRequired?: number;
  missedDaysLimit?: number | null;
  /** Accepted testers opted in from day 1; with the unconfirmed, they hold every place. */
  optedIn: number;
  /** Accepted testers who have not said they opted in. */
  unconfirmed?: number;
  /** Testers in line behind them, first one first. */
  waiting?: number;
  name?: string;
}

export interface SweptCycle {
  cycle: Cycle;
  listing: Listing;
  testers: SweepTester[];
  unconfirmed: SweepTester[];
  waiting: SweepTester[];
}

/**
 * A builder's beta whose tester limit its opted-in testers fill, a line behind them, and a cycle
 * on it. Signups and opt-ins are written straight to the tables (check-ins are another slice's).
 */
export async function cycleWithTesters(
  world: SweepWorld,
  builder: { id: string; cookie: string },
  setup: CycleSetup,
): Promise<SweptCycle> {
  const accepted = setup.optedIn + (setup.unconfirmed ?? 0);
  const listing = await postListing(world.app, builder.cookie, {
    name: setup.name ?? 'Tide Tables',
    testerLimit: accepted,
  });
  const everyone = await sweepTesters(world, accepted + (setup.waiting ?? 0));
  const testers = everyone.slice(0, setup.optedIn);
  const unconfirmed = everyone.slice(setup.optedIn, accepted);
  const waiting = everyone.slice(accepted);
  const joinedFrom = Date.now() - everyone.length * 1000;
  await world.db.insert(interests).values(
    everyone.map((tester, index) => ({
      listingId: listing.id,
      testerId: tester.id,
      status: index < accepted ? ('Accepted' as const) : ('Waitlisted' as const),
      // A second apart: the line's order is the signups' order.
      createdAt: new Date(joinedFrom + index * 1000),
    })),
  );
  const body = createCycleBodySchema.parse({
    kind: setup.kind ?? 'PlayClosedTest',
    timeZone: setup.timeZone,
    startDate: setup.startDate,
    lengthDays: setup.lengthDays,
    testersRequired: setup.testersRequired,
    ...(setup.missedDaysLimit === undefined ? {} : { missedDaysLimit: setup.missedDaysLimit }),
  });
  const cycle = await createCycle(
    world.app.services,
    builder.id,
    listing.id,
    body,
    startOfDateInZone(setup.startDate, setup.timeZone),
  );
  if (testers.length > 0)
    await world.db.insert(cycleOptIns).values(
      testers.map((tester) => ({
        cycleId: cycle.id,
        testerId: tester.id,
        storeEmail: tester.email,
        optedInOn: setup.startDate,
      })),
    );
  return { cycle, listing, testers, unconfirmed, waiting };
}

/** The tester's check-ins on these cycle dates. */
export async function checkIn(
  world: SweepWorld,
  cycleId: string,
  tester: SweepTester,
  ...dates: string[]
) {
  await world.db
    .insert(cycleCheckIns)
    .values(dates.map((checkedInOn) => ({ cycleId, testerId: tester.id, checkedInOn })));
}

/** What the person's notifications say, oldest first; the mail-only ones too. */
export const noticesTo = (world: SweepWorld, userId: string, type?: NotificationType) =>
  world.db
    .select({
      type: notifications.type,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      inApp: notifications.inApp,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), type ? eq(notifications.type, type) : undefined))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));

/** Runs the notification mail job, then answers the subjects of the mails to the address. */
export async function mailedTo(world: SweepWorld, email: string): Promise<string[]> {
  await mailDueNotifications(world.db);
  const mails = await world.db
    .select({ subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'notification')))
    .orderBy(asc(emailOutbox.createdAt));
  return mails.map((mail) => mail.subject);
}

/** The tester's signup on the listing, as My Demos reads it. */
export async function signupOf(world: SweepWorld, listingId: string, tester: SweepTester) {
  const [row] = await world.db
    .select({ status: interests.status, reason: interests.reason })
    .from(interests)
    .where(and(eq(interests.listingId, listingId), eq(interests.testerId, tester.id)));
  return row;
}

/**
 * The cycle fixtures on an app whose clock the test sets: the sweep reads the time there, as
 * the background job does.
 */
export function setUpCycleSweepFixtures() {
  const clock = settableClock(new Date('2026-01-01T00:00:00Z'));
  const cycles = setUpCycleFixtures({ clock });
  const { fx } = cycles;
  const world = (): SweepWorld => ({ app: fx.t.app, db: fx.t.db });
  const builder = () => ({ id: fx.ids.builder, cookie: fx.cookies.builder as string });

  return {
    ...cycles,
    clock,
    world,
    cycleWith: (setup: CycleSetup) => cycleWithTesters(world(), builder(), setup),
    checkIn: (cycleId: string, tester: SweepTester, ...dates: string[]) =>
      checkIn(world(), cycleId, tester, ...dates),
    /** Runs the sweep with the clock at `iso`. */
    sweepAt: (iso: string) => {
      clock.set(new Date(iso));
      return sweepCycles(fx.t.app.services);
    },
    noticesTo: (userId: string, type?: NotificationType) => noticesTo(world(), userId, type),
    mailedTo: (tester: SweepTester) => mailedTo(world(), tester.email),
    signupOf: (listingId: string, tester: SweepTester) => signupOf(world(), listingId, tester),
  };
}
