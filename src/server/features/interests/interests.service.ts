import type { Database } from '@/server/db/client.ts';
import { checkAcceptedVersion } from '@/server/features/agreements/acceptances.ts';
import { badRequest, conflict, forbidden, notFound } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import {
  CLOSED_LISTING_MESSAGE,
  QUESTIONS_CHANGED_MESSAGE,
} from '@/shared/contracts/interest-messages.ts';
import type { Interest } from '@/shared/contracts/interests.ts';
import type { ScreeningAnswers } from '@/shared/contracts/screening.ts';
import { screeningErrors } from '@/shared/contracts/screening-rules.ts';
import { fullName, type NamedPerson } from '@/shared/person-name.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { movedUp, publishInterestChanges, recordInterestChanges } from './interest-events.ts';
import { joinedTitle, signupsFold } from './interest-notices.ts';
import { findTesterInterests } from './interest-query.ts';
import { type JoinRun, joinedInterest, runJoin, type StandingSignup } from './join-statement.ts';
import { fillFreedPlaces, removeSignup, removeSignupWithoutLine } from './places.ts';

export const listInterests = (db: Database, testerId: string) => findTesterInterests(db, testerId);

/** The person joining, as their session knows them: their name is the builder's news. */
export type Joiner = NamedPerson & { id: string };

/** A name as text for `format`, which reads `%` as the start of a placeholder. */
const formatText = (text: string) => text.replaceAll('%', '%%');

/**
 * How many times a join checks its answers against questions the builder changed meanwhile
 * before it gives up and asks the tester to try again.
 */
const QUESTION_CHECKS = 3;

/** A builder who switched to Tester still owns their listings; testing them is not a test. */
const OWN_LISTING_MESSAGE = 'You cannot join your own listing';

/**
 * Joining is idempotent: a second join answers the existing signup. Closed betas take no one; the
 * listing's required questions must be answered, and its terms accepted in their current version
 * (the acceptance is written with the signup); past the tester limit, the tester waits in line.
 * A tester whose place was released joins again at the end. One statement decides, writes and
 * reads the answer (`joinStatement`); a listing with questions first tells which, and the answers
 * are checked against them before the statement runs again. Joining again is answered by the
 * same statement, which then only reads the signup.
 */
export async function joinBeta(
  { db, bus, clock }: ServiceContext,
  tester: Joiner,
  listingId: string,
  answers: ScreeningAnswers = {},
  agreementVersion?: number,
): Promise<{ interest: Interest; created: boolean }> {
  const name = formatText(fullName(tester) || 'A tester');
  const given = Object.fromEntries(
    Object.entries(answers).filter(([, answer]) => answer.trim() !== ''),
  );
  const params = {
    listingId,
    testerId: tester.id,
    answers: JSON.stringify(given),
    joinedTitle: joinedTitle(name, '%s', false),
    waitlistTitle: joinedTitle(name, '%s', true),
    ...signupsFold(listingId, '%s'),
    link: clientRoutes.listing(listingId),
    agreementVersion: agreementVersion ?? null,
    acceptedAt: clock.now().toISOString(),
  };
  // No answers need no questions: most listings join in one run. Answers are checked only
  // against the questions a run reports, so the first run with answers writes nothing.
  const noneChecked = Object.keys(answers).length === 0 ? '[]' : null;
  let run = await runJoin(db, { ...params, checkedQuestions: noneChecked });
  if (run && ownerOf(run) === tester.id) throw forbidden('own_listing', OWN_LISTING_MESSAGE);
  for (let checks = 0; run && !('stands' in run) && mayJoin(run) && !run.joined; checks++) {
    checkAcceptedVersion(run.agreementVersion, agreementVersion);
    if (checks === QUESTION_CHECKS) throw conflict('questions_changed', QUESTIONS_CHANGED_MESSAGE);
    const errors = screeningErrors(run.screeningQuestions, answers);
    if (Object.keys(errors).length > 0)
      throw badRequest('validation_failed', 'Answer the questions', errors);
    run = await runJoin(db, {
      ...params,
      checkedQuestions: JSON.stringify(run.screeningQuestions),
    });
  }
  if (!run) throw notFound('listing_not_found', 'Software not found');
  if ('stands' in run) return { interest: run.stands, created: false };
  if (!run.joined) {
    if (!standsAlready(run)) throw conflict('listing_closed', CLOSED_LISTING_MESSAGE);
    const [interest] = await findTesterInterests(db, tester.id, listingId);
    if (!interest) throw notFound('listing_not_found', 'Software not found');
    return { interest, created: false };
  }
  await publishInterestChanges(
    { bus },
    {
      listingId,
      flagsOf: [tester.id],
      told: [],
      inLine: [],
      notified: run.builderToldInApp ? [run.builderId] : [],
      joined: tester.id,
    },
  );
  return { interest: joinedInterest(run, run.joined, tester.id), created: true };
}

const ownerOf = (run: JoinRun | StandingSignup) =>
  'stands' in run ? run.stands.software.builderId : run.builderId;

/** The tester holds a signup that stands: joining again answers it. */
const standsAlready = (run: JoinRun) =>
  run.existingStatus !== null && run.existingStatus !== 'Released';

/** Nothing but the questions can keep this run from joining. */
const mayJoin = (run: JoinRun) => !standsAlready(run) && run.listingStatus !== 'Closed';

/**
 * Whether there was a signup to remove. A place it held goes to the first in line; a listing
 * without a tester limit has no line, and there the leave is one statement.
 */
export async function leaveBeta(
  { db, bus }: ServiceContext,
  testerId: string,
  listingId: string,
): Promise<boolean> {
  const quick = await removeSignupWithoutLine(db, listingId, testerId);
  if (!quick) return false;
  const outcome = quick.status
    ? await recordInterestChanges(db, {
        listingId,
        flagsOf: [testerId],
        listing: quick.listing,
        leftLine: quick.status === 'Waitlisted',
      })
    : await db.transaction(async (tx) => {
        const removed = await removeSignup(tx, listingId, testerId);
        if (!removed) return null;
        return recordInterestChanges(tx, {
          listingId,
          flagsOf: [testerId],
          told: movedUp(await fillFreedPlaces(tx, removed.listing)),
          listing: removed.listing,
          leftLine: removed.status === 'Waitlisted',
        });
      });
  if (!outcome) return false;
  await publishInterestChanges({ bus }, outcome);
  return true;
}
