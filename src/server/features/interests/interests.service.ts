import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { preparedInTransaction } from '@/server/db/prepared.ts';
import { declinedTesters, interests } from '@/server/db/schema/interests.ts';
import { users } from '@/server/db/schema/users.ts';
import { badRequest, conflict, notFound } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { InterestStatus } from '@/shared/constants.ts';
import { CLOSED_LISTING_MESSAGE } from '@/shared/contracts/interest-messages.ts';
import type { Interest } from '@/shared/contracts/interests.ts';
import type { ScreeningAnswers } from '@/shared/contracts/screening.ts';
import { screeningErrors } from '@/shared/contracts/screening-rules.ts';
import { fullName } from '@/shared/person-name.ts';
import { movedUp, publishInterestChanges, recordInterestChanges } from './interest-events.ts';
import { findTesterInterests } from './interest-query.ts';
import {
  fillFreePlaces,
  holdingPlaces,
  type LockedListing,
  lockListing,
  lockListingOfSignup,
} from './places.ts';

export const listInterests = (db: Database, testerId: string) => findTesterInterests(db, testerId);

/**
 * Under the listing's lock, in one round trip: the tester's signup if any, whether the builder
 * declined them, the places taken, and their name for the builder's notification.
 */
async function signupState(tx: Database, softwareId: string, testerId: string) {
  const [state] = await preparedInTransaction(tx, 'join_signup_state', (name) => {
    const softwareIdParam = sql.placeholder('softwareId');
    const testerIdParam = sql.placeholder('testerId');
    const signup = and(
      eq(interests.softwareId, softwareIdParam),
      eq(interests.testerId, testerIdParam),
    );
    return tx
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        existingId: sql<
          string | null
        >`(${tx.select({ id: interests.id }).from(interests).where(signup)})`,
        existingStatus: sql<InterestStatus | null>`(${tx
          .select({ status: interests.status })
          .from(interests)
          .where(signup)})`,
        declined: sql<boolean>`exists(${tx
          .select({ one: sql`1` })
          .from(declinedTesters)
          .where(
            and(
              eq(declinedTesters.softwareId, softwareIdParam),
              eq(declinedTesters.testerId, testerIdParam),
            ),
          )})`,
        taken: sql<number>`(${tx
          .select({ taken: sql`count(*)::int` })
          .from(interests)
          .where(holdingPlaces(softwareIdParam))})`,
      })
      .from(users)
      .where(eq(users.id, testerIdParam))
      .prepare(name);
  }).execute({ softwareId, testerId });
  if (!state) throw notFound('Software not found');
  return state;
}

/** What a signup holds when it starts, new or again after its place was released. */
const startedSignup = <Status, Answers>(status: Status, answers: Answers) => ({
  status,
  answers,
  reason: null,
  createdAt: sql`clock_timestamp()`,
  lastActivityAt: sql`now()`,
  remindedAt: null,
});

const insertSignup = (tx: Database) =>
  preparedInTransaction(tx, 'join_insert_signup', (name) =>
    tx
      .insert(interests)
      .values({
        softwareId: sql.placeholder('softwareId'),
        testerId: sql.placeholder('testerId'),
        ...startedSignup(sql.placeholder('status'), sql.placeholder('answers')),
      })
      .prepare(name),
  );

/** Where a new signup starts: a decline stands; past the limit, the end of the waitlist. */
function startingStatus(
  listing: LockedListing,
  { declined, taken }: { declined: boolean; taken: number },
): InterestStatus {
  if (declined) return 'Declined';
  return listing.testerLimit === null || taken < listing.testerLimit ? 'Interested' : 'Waitlisted';
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
  const joined = await db.transaction(async (tx) => {
    // Locked first: the same tester joining twice at once finds the first signup, and places
    // are counted after any join that held the lock before.
    const listing = await lockListing(tx, softwareId);
    const state = await signupState(tx, softwareId, testerId);
    const existing = state.existingId;
    if (existing && state.existingStatus !== 'Released') return null;
    if (listing.status === 'Closed') throw conflict(CLOSED_LISTING_MESSAGE);
    const errors = screeningErrors(listing.screeningQuestions, answers);
    if (Object.keys(errors).length > 0) throw badRequest('Answer the questions', errors);

    const status = startingStatus(listing, state);
    const given = Object.fromEntries(
      Object.entries(answers).filter(([, answer]) => answer.trim() !== ''),
    );
    if (existing) {
      await tx
        .update(interests)
        .set(startedSignup(status, given))
        .where(eq(interests.id, existing));
    } else {
      await insertSignup(tx).execute({ softwareId, testerId, status, answers: given });
    }
    const name = fullName(state) || 'A tester';
    return recordInterestChanges(tx, {
      softwareId,
      flagsOf: [testerId],
      joined: { testerId, status, name },
      listing,
    });
  });
  if (joined) await publishInterestChanges({ bus }, joined);
  const [interest] = await findTesterInterests(db, testerId, softwareId);
  if (!interest) throw notFound('Software not found');
  return { interest, created: joined !== null };
}

/** Whether there was a signup to remove. A place it held goes to the first in line. */
export async function leaveBeta(
  { db, bus }: ServiceContext,
  testerId: string,
  softwareId: string,
): Promise<boolean> {
  const outcome = await db.transaction(async (tx) => {
    const locked = await lockListingOfSignup(tx, softwareId, testerId);
    if (!locked) return null;
    const removed = await preparedInTransaction(tx, 'leave_delete_signup', (name) =>
      tx
        .delete(interests)
        .where(
          and(
            eq(interests.testerId, sql.placeholder('testerId')),
            eq(interests.softwareId, sql.placeholder('softwareId')),
          ),
        )
        .returning({ status: interests.status })
        .prepare(name),
    ).execute({ testerId, softwareId });
    const [left] = removed;
    if (!left) return null;
    return recordInterestChanges(tx, {
      softwareId,
      flagsOf: [testerId],
      told: movedUp(await fillFreePlaces(tx, locked)),
      listing: locked,
      leftLine: left.status === 'Waitlisted',
    });
  });
  if (!outcome) return false;
  await publishInterestChanges({ bus }, outcome);
  return true;
}
