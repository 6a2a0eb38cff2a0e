import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { declinedTesters, interests } from '@/server/db/schema/interests.ts';
import { badRequest, conflict, notFound } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { InterestStatus } from '@/shared/constants.ts';
import { CLOSED_LISTING_MESSAGE, type Interest } from '@/shared/contracts/interests.ts';
import { type ScreeningAnswers, screeningErrors } from '@/shared/contracts/screening.ts';
import { announceInterestChanges, movedUp } from './interest-events.ts';
import { findTesterInterests } from './interest-query.ts';
import { fillFreePlaces, hasFreePlace, type LockedListing, lockListing } from './places.ts';

export const listInterests = (db: Database, testerId: string) => findTesterInterests(db, testerId);

async function isDeclined(tx: Database, softwareId: string, testerId: string) {
  const [row] = await tx
    .select({ testerId: declinedTesters.testerId })
    .from(declinedTesters)
    .where(and(eq(declinedTesters.softwareId, softwareId), eq(declinedTesters.testerId, testerId)));
  return Boolean(row);
}

/** Where a new signup starts: a decline stands; past the limit, the end of the waitlist. */
async function startingStatus(
  tx: Database,
  listing: LockedListing,
  testerId: string,
): Promise<InterestStatus> {
  if (await isDeclined(tx, listing.id, testerId)) return 'Declined';
  return (await hasFreePlace(tx, listing)) ? 'Interested' : 'Waitlisted';
}

/**
 * Joining is idempotent: a second join answers the existing signup. Closed betas take no one; the
 * listing's required questions must be answered; past the tester limit, the tester waits in line.
 * A tester whose place was released joins again at the end.
 */
export async function joinBeta(
  { db, bus }: ServiceContext,
  testerId: string,
  softwareId: string,
  answers: ScreeningAnswers = {},
): Promise<{ interest: Interest; created: boolean }> {
  const created = await db.transaction(async (tx) => {
    // Locked first: the same tester joining twice at once finds the first signup.
    const listing = await lockListing(tx, softwareId);
    const [existing] = await tx
      .select({ id: interests.id, status: interests.status })
      .from(interests)
      .where(and(eq(interests.softwareId, softwareId), eq(interests.testerId, testerId)));
    if (existing && existing.status !== 'Released') return null;
    if (listing.status === 'Closed') throw conflict(CLOSED_LISTING_MESSAGE);
    const errors = screeningErrors(listing.screeningQuestions, answers);
    if (Object.keys(errors).length > 0) throw badRequest('Answer the questions', errors);

    const status = await startingStatus(tx, listing, testerId);
    const given = Object.fromEntries(
      Object.entries(answers).filter(([, answer]) => answer.trim() !== ''),
    );
    const values = {
      status,
      answers: given,
      reason: null,
      createdAt: sql`clock_timestamp()`,
      lastActivityAt: sql`now()`,
      remindedAt: null,
    };
    if (existing) {
      await tx.update(interests).set(values).where(eq(interests.id, existing.id));
    } else {
      await tx.insert(interests).values({ softwareId, testerId, ...values });
    }
    return status;
  });
  if (created) {
    await announceInterestChanges(
      { db, bus },
      { softwareId, flagsOf: [testerId], joined: { testerId, status: created } },
    );
  }
  const [interest] = await findTesterInterests(db, testerId, softwareId);
  if (!interest) throw notFound('Software not found');
  return { interest, created: created !== null };
}

/** Whether there was a signup to remove. A place it held goes to the first in line. */
export async function leaveBeta(
  { db, bus }: ServiceContext,
  testerId: string,
  softwareId: string,
): Promise<boolean> {
  const outcome = await db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ id: interests.softwareId })
      .from(interests)
      .where(and(eq(interests.testerId, testerId), eq(interests.softwareId, softwareId)));
    if (!listing) return null;
    const locked = await lockListing(tx, softwareId);
    const removed = await tx
      .delete(interests)
      .where(and(eq(interests.testerId, testerId), eq(interests.softwareId, softwareId)))
      .returning({ id: interests.id });
    if (removed.length === 0) return null;
    return fillFreePlaces(tx, locked);
  });
  if (!outcome) return false;
  await announceInterestChanges(
    { db, bus },
    { softwareId, flagsOf: [testerId], told: movedUp(outcome) },
  );
  return true;
}
