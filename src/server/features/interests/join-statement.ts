import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { prepared } from '@/server/db/prepared.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { agreementAcceptances, listings } from '@/server/db/schema/listings.ts';
import { users } from '@/server/db/schema/users.ts';
import { insertOfType } from '@/server/features/notifications/notify.ts';
import { type ListingRow, listingColumns, toListing } from '@/server/lib/listing-query.ts';
import {
  type InterestStatus,
  type ListingStatus,
  PLACE_HOLDING_STATUSES,
} from '@/shared/constants.ts';
import type { Interest } from '@/shared/contracts/interests.ts';
import type { ScreeningAnswers, ScreeningQuestion } from '@/shared/contracts/screening.ts';
import { holdsPlace } from '@/shared/tester-counts.ts';
import { standingColumns, toInterest } from './interest-query.ts';

/** What one run of the join statement found and did. */
export interface JoinRun {
  /** The listing's, as they were when it was locked. */
  listingStatus: ListingStatus;
  screeningQuestions: ScreeningQuestion[];
  /** The version of the terms a tester must accept to join; null when there are none. */
  agreementVersion: number | null;
  /** The tester's signup before this run, if any. */
  existingStatus: InterestStatus | null;
  builderId: string;
  /** Whether the builder's notification shows in their app (their bell rings). */
  builderToldInApp: boolean;
  /** The signup this run made or started again; null when it wrote nothing. */
  joined: { id: string; status: InterestStatus; answers: ScreeningAnswers; createdAt: Date } | null;
  /** The listing as a join's answer shows it, but for counts. */
  listing: Omit<ListingRow, 'testerCount' | 'hasInterest'>;
  /** The listing's signups before this run, read under its lock. */
  before: { taken: number; waiting: number };
}

/** The tester's signup stood before the statement ran: it took no lock and wrote nothing. */
export interface StandingSignup {
  stands: Interest;
}

/** What the statement takes, all but the ids as the caller computed them. */
export type JoinParams = {
  listingId: string;
  testerId: string;
  /** The answers to store, blank ones left out. */
  answers: string;
  /**
   * The questions the answers were checked against, as JSON; null when they were not checked
   * (the run then only reads where things stand). Nothing is written unless the listing's
   * questions are these, so an edit of them in between is never answered with unchecked answers.
   */
  checkedQuestions: string | null;
  /**
   * The version of the listing's terms the tester accepted, or null. Nothing is written unless
   * the listing has no terms or these are its terms; the acceptance is written with the signup.
   */
  agreementVersion: number | null;
  /** When the tester accepted, as an ISO time from the app's clock. */
  acceptedAt: string;
  /** The builder's notification's title with the listing's name as `%s`, for a place or a wait. */
  joinedTitle: string;
  waitlistTitle: string;
  link: string;
  /** The notification's group, and its summary with the listing's name as `%s`: they fold. */
  groupKey: string;
  summary: string;
};

const holding = `{${PLACE_HOLDING_STATUSES.join(',')}}`;

/**
 * A join in one statement, without a transaction around it: the listing's row is locked, then
 * `bh_join_standing` reads where the tester stands afresh (drizzle/0012_join_standing.sql), and the
 * signup and the builder's notification are written, or nothing when the listing is closed or
 * the tester's own, the tester already holds a signup that stands, or the questions are not the
 * ones checked; the row it returns also carries the listing for the answer. One round trip
 * instead of seven (begin, lock, read, write, notify, commit, the answer), four of them under the
 * lock: joins on one listing take turns for far less time, and the pool's connections serve more
 * of them.
 *
 * A tester whose signup already stands (a second click, a retry) takes no lock at all: the
 * statement reads their signup as the answer instead, so joining again is one read that waits
 * behind no one's join. A signup that commits between this statement's snapshot and its lock is
 * still seen under the lock, and answered by the caller.
 *
 * A new signup starts Declined when the builder declined the tester before (a decline stands),
 * Interested while the tester limit leaves a place, else at the end of the waitlist. A released
 * signup starts again the same way, at the end.
 */
const joinStatement = (db: Database) =>
  prepared(db, 'join_listing', (name) => {
    const param = (key: keyof JoinParams) => sql.placeholder(key);
    const state = db.$with('state', { id: sql<string>`id`.as('id') }).as(
      sql`select locked.id, locked.name, locked.builder_id, locked.status, locked.tester_limit,
          locked.screening_questions, locked.agreement_version, standing.*
        from (select ${listings.id}, ${listings.name}, ${listings.builderId}, ${listings.status},
            ${listings.testerLimit}, ${listings.screeningQuestions}, ${listings.agreementVersion}
          from ${listings} where ${listings.id} = ${param('listingId')}
            and ${listings.hiddenAt} is null
            and not exists (select from ${interests} where ${interests.listingId} = ${listings.id}
              and ${interests.testerId} = ${param('testerId')}::uuid and ${interests.status} <> 'Released')
          for no key update) locked
        cross join lateral bh_join_standing(locked.id, ${param('testerId')}::uuid,
          ${holding}::interest_status[]) standing`,
    );
    const joined = db.$with('joined', { id: sql<string>`id`.as('id') }).as(
      sql`insert into ${interests} (id, software_id, tester_id, status, answers, reason,
          last_activity_at, reminded_at, created_at)
        select gen_random_uuid(), state.id, ${param('testerId')}::uuid,
          case when state.declined then 'Declined'
            when state.tester_limit is null or state.taken < state.tester_limit then 'Interested'
            else 'Waitlisted' end::interest_status,
          ${param('answers')}::jsonb, null, now(), null, clock_timestamp()
        from state
        where state.status <> 'Closed'
          and state.builder_id <> ${param('testerId')}::uuid
          and state.screening_questions = ${param('checkedQuestions')}::jsonb
          and (state.agreement_version is null
            -- bigint: any safe integer the body may name compares, none overflows.
            or state.agreement_version = ${param('agreementVersion')}::bigint)
          and (state.existing_status is null or state.existing_status = 'Released')
        on conflict (software_id, tester_id) do update set status = excluded.status,
          answers = excluded.answers, reason = null, last_activity_at = excluded.last_activity_at,
          reminded_at = null, created_at = excluded.created_at
          where ${interests.status} = 'Released'
        returning id, status, answers, created_at`,
    );
    // A signup to terms holds the version accepted and when, in the same statement as the signup.
    const accepted = db.$with('accepted', { version: sql<number>`version`.as('version') }).as(
      sql`insert into ${agreementAcceptances} (software_id, version, tester_id, accepted_at)
        select state.id, state.agreement_version, ${param('testerId')}::uuid,
          ${param('acceptedAt')}::timestamptz
        from state, joined where state.agreement_version is not null
        on conflict do nothing
        returning version`,
    );
    const draft = sql`(select state.builder_id as user_id,
        format(case when joined.status = 'Waitlisted' then ${param('waitlistTitle')}::text
          else ${param('joinedTitle')}::text end, state.name) as title,
        null::text as body, ${param('link')}::text as link,
        ${param('groupKey')}::text as group_key,
        format(${param('summary')}::text, state.name) as summary,
        ${param('testerId')}::uuid as actor_id
      from state, joined where joined.status <> 'Declined') as draft`;
    const told = db
      .$with('told', { inApp: sql<boolean>`in_app`.as('in_app') })
      .as(insertOfType(db, 'tester_joined', draft).getSQL());
    // The listing as the answer shows it: its row and builder; its counts are the fresh ones the
    // caller adds this join to, since this statement's snapshot predates the lock. Without a lock
    // (the signup stood), the signup and the listing's counts are read as of the snapshot.
    const { listing, builder, isSaved, testerCount, answerBadge } = listingColumns(
      param('testerId'),
    );
    const unlocked = (value: SQL) => sql`case when state.id is null then ${value} end`;
    return (
      db
        .with(state, joined, accepted, told)
        .select({
          stood: { id: interests.id, ...standingColumns },
          stoodTesterCount: unlocked(testerCount).mapWith(Number),
          listingStatus: sql<ListingStatus | null>`state.status`,
          screeningQuestions: sql<ScreeningQuestion[]>`state.screening_questions`,
          agreementVersion: sql<number | null>`state.agreement_version`,
          existingStatus: sql<InterestStatus | null>`state.existing_status`,
          builderId: sql<string>`state.builder_id`,
          builderToldInApp: sql<boolean>`coalesce(told.in_app, false)`,
          joinedId: sql<string | null>`joined.id`,
          joinedStatus: sql<InterestStatus | null>`joined.status`,
          joinedAnswers: sql<ScreeningAnswers | null>`joined.answers`,
          joinedAt: sql<string | null>`joined.created_at`,
          taken: sql<number>`state.taken`,
          waiting: sql<number>`state.waiting`,
          listing,
          builder,
          answerBadge,
          isSaved,
        })
        .from(listings)
        .innerJoin(users, eq(users.id, listings.builderId))
        .leftJoin(state, sql`state.id = ${listings.id}`)
        .leftJoin(joined, sql`true`)
        .leftJoin(told, sql`true`)
        .leftJoin(
          interests,
          and(
            sql`state.id is null`,
            eq(interests.listingId, listings.id),
            eq(interests.testerId, param('testerId')),
          ),
        )
        // A hidden listing is not there for a tester: nothing is locked nor inserted (above), and
        // the caller answers 404.
        .where(and(eq(listings.id, param('listingId')), isNull(listings.hiddenAt)))
        .prepare(name)
    );
  });

/** Runs the statement; undefined when there is no such listing. */
export async function runJoin(
  db: Database,
  params: JoinParams,
): Promise<JoinRun | StandingSignup | undefined> {
  const [row] = await joinStatement(db).execute(params);
  if (!row) return undefined;
  if (row.listingStatus === null) {
    // No lock: the tester's signup stood, or the listing went before the lock was granted.
    const { stood, listing, builder, answerBadge, isSaved } = row;
    if (!stood?.id || !stood.status || !stood.createdAt) return undefined;
    const stands = toInterest({
      ...stood,
      id: stood.id,
      status: stood.status,
      createdAt: stood.createdAt,
      answers: stood.answers ?? {},
      listingId: params.listingId,
      testerId: params.testerId,
      listing,
      builder,
      answerBadge,
      isSaved,
      testerCount: row.stoodTesterCount,
      hasInterest: true,
    });
    return { stands };
  }
  const { joinedId, joinedStatus, joinedAnswers, joinedAt, taken, waiting } = row;
  return {
    listingStatus: row.listingStatus,
    screeningQuestions: row.screeningQuestions,
    agreementVersion: row.agreementVersion,
    existingStatus: row.existingStatus,
    builderId: row.builderId,
    builderToldInApp: row.builderToldInApp,
    joined:
      joinedId && joinedStatus && joinedAt
        ? {
            id: joinedId,
            status: joinedStatus,
            answers: joinedAnswers ?? {},
            createdAt: new Date(joinedAt),
          }
        : null,
    listing: {
      listing: row.listing,
      builder: row.builder,
      answerBadge: row.answerBadge,
      isSaved: row.isSaved,
    },
    before: { taken: Number(taken), waiting: Number(waiting) },
  };
}

/**
 * The signup a run made, as a join answers it: the listing's counts read under the lock, with
 * this join added. It joined last, so it waits behind everyone waiting before it.
 */
export function joinedInterest(
  run: JoinRun,
  joined: NonNullable<JoinRun['joined']>,
  testerId: string,
): Interest {
  const { before, listing } = run;
  return {
    id: joined.id,
    softwareId: listing.listing.id,
    testerId,
    status: joined.status,
    waitlistPosition: joined.status === 'Waitlisted' ? before.waiting + 1 : null,
    releasesAt: null,
    reason: null,
    answers: joined.answers,
    createdAt: joined.createdAt.toISOString(),
    software: toListing({
      ...listing,
      testerCount: before.taken + (holdsPlace(joined.status) ? 1 : 0),
      hasInterest: true,
    }),
  };
}
