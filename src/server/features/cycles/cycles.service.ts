import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { testCycles } from '@/server/db/schema/cycles.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { lockListing } from '@/server/features/interests/freed-places.ts';
import { badRequest, conflict, forbidden } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import {
  CYCLE_EXTENSION_MAX_DAYS,
  CYCLE_START_MAX_DAYS_AHEAD,
  PLAY_LENGTH_DAYS,
  PLAY_TESTERS_REQUIRED,
} from '@/shared/contracts/cycle-rules.ts';
import type { CreateCycleBody, Cycle, UpdateCycleBody } from '@/shared/contracts/cycles.ts';
import { addDays, dateInZone } from '@/shared/cycles/calendar-dates.ts';
import { type CycleRow, cycleAnswer, cycleNotFound, cycleStanding } from './cycle-view.ts';

const BUILDER = { role: 'builder' } as const;

/**
 * The listing's lock (decision 009), taken as joins take it: two creates for one listing, in any
 * processes, take turns, so the second sees the first's cycle and one open cycle per listing holds
 * without a constraint that could not know today's date.
 */
async function lockOwnListing(tx: Database, listingId: string, builderId: string) {
  const listing = await lockListing(tx, listingId);
  if (listing.builderId !== builderId)
    throw forbidden('not_listing_builder', 'Only this listing’s builder can run test cycles on it');
  // A closed beta takes no new testers, so a cycle could never fill the places it counts on.
  if (listing.status === 'Closed')
    throw conflict(
      'listing_closed',
      'This beta is closed to new testers: open it again before starting a test cycle',
    );
}

const invalid = (field: string, message: string) =>
  badRequest('validation_failed', message, { [field]: message });

function checkStartDate({ startDate, timeZone }: CreateCycleBody, now: Date) {
  const today = dateInZone(now, timeZone);
  if (startDate < today)
    throw invalid('startDate', `Choose today (${today} in ${timeZone}) or a later start date`);
  if (startDate > addDays(today, CYCLE_START_MAX_DAYS_AHEAD))
    throw invalid('startDate', 'Choose a start date within a year');
}

/** Starts a cycle on the builder's listing, unless one is already scheduled or running. */
export async function createCycle(
  { db, bus, clock }: ServiceContext,
  builderId: string,
  listingId: string,
  body: CreateCycleBody,
  now = clock.now(),
): Promise<Cycle> {
  const cycle = await db.transaction(async (tx) => {
    await lockOwnListing(tx, listingId, builderId);
    checkStartDate(body, now);
    const notEndedEarly = await tx
      .select()
      .from(testCycles)
      .where(and(eq(testCycles.listingId, listingId), isNull(testCycles.endedEarlyOn)));
    if (notEndedEarly.some((open) => cycleStanding(open, now).status !== 'Ended'))
      throw conflict(
        'cycle_already_open',
        'This listing already has a test cycle scheduled or running: end it before starting another',
      );
    const [created] = await tx
      .insert(testCycles)
      .values({
        listingId,
        kind: body.kind,
        testersRequired: body.testersRequired ?? PLAY_TESTERS_REQUIRED,
        headroom: body.headroom,
        lengthDays: body.lengthDays ?? PLAY_LENGTH_DAYS,
        optInLink: body.optInLink || null,
        missedDaysLimit: body.missedDaysLimit,
        timeZone: body.timeZone,
        startDate: body.startDate,
      })
      .returning();
    return created as CycleRow;
  });
  await bus.publish({ type: 'cycle_changed', cycleId: cycle.id, listingId });
  return cycleAnswer(cycle, BUILDER, now);
}

/**
 * The builder ends a cycle early, extends it, or changes its numbers. The cycle's row is locked,
 * so an end and a change sent together cannot both find it open; an ended cycle is history.
 */
export async function updateCycle(
  { db, bus, clock }: ServiceContext,
  builderId: string,
  cycleId: string,
  changes: UpdateCycleBody,
  now = clock.now(),
): Promise<Cycle> {
  const cycle = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ cycle: testCycles, builderId: listings.builderId })
      .from(testCycles)
      .innerJoin(listings, eq(listings.id, testCycles.listingId))
      .where(eq(testCycles.id, cycleId))
      .for('update', { of: testCycles });
    // Another builder learns nothing of the cycle; a tester is refused by role before this.
    if (!found || found.builderId !== builderId) throw cycleNotFound();
    const { cycle: current } = found;
    const { status, today } = cycleStanding(current, now);
    if (status === 'Ended')
      throw conflict('cycle_ended', 'This test cycle has ended and can no longer be changed');
    const extended = current.extensionDays + (changes.extendByDays ?? 0);
    if (extended > CYCLE_EXTENSION_MAX_DAYS)
      throw invalid(
        'extendByDays',
        `A cycle may be extended by ${CYCLE_EXTENSION_MAX_DAYS} days in all; ${CYCLE_EXTENSION_MAX_DAYS - current.extensionDays} are left`,
      );
    const [updated] = await tx
      .update(testCycles)
      .set({
        extensionDays: extended,
        ...(changes.end ? { endedEarlyOn: today } : {}),
        ...(changes.testersRequired === undefined
          ? {}
          : { testersRequired: changes.testersRequired }),
        ...(changes.headroom === undefined ? {} : { headroom: changes.headroom }),
        ...(changes.optInLink === undefined ? {} : { optInLink: changes.optInLink || null }),
        ...(changes.missedDaysLimit === undefined
          ? {}
          : { missedDaysLimit: changes.missedDaysLimit }),
      })
      .where(eq(testCycles.id, cycleId))
      .returning();
    return updated as CycleRow;
  });
  await bus.publish({ type: 'cycle_changed', cycleId, listingId: cycle.listingId });
  return cycleAnswer(cycle, BUILDER, now);
}
