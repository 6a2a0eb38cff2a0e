import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { feedback, feedbackEvents } from '@/server/db/schema/feedback.ts';
import { notify } from '@/server/features/notifications/notify.ts';
import { badRequest, conflict, forbidden } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import {
  type FeedbackDetail,
  type FeedbackStatus,
  REPORTER_STATUSES,
  TRIAGE_STATUSES,
  type UpdateFeedbackBody,
} from '@/shared/contracts/feedback.ts';
import {
  COMMENT_PARTIES_MESSAGE,
  DUPLICATE_ONLY_MESSAGE,
  DUPLICATE_TARGET_MESSAGE,
  NOT_FIXED_MESSAGE,
  REPORTER_STATUS_MESSAGE,
} from '@/shared/contracts/feedback-triage.ts';
import { type FeedbackNews, feedbackNotice } from './feedback-notices.ts';
import { feedbackDetail, findReadableFeedback, type Reader } from './feedback-query.ts';

type Row = Awaited<ReturnType<typeof findReadableFeedback>>;
type Party = 'builder' | 'reporter';

const includes = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * The report locked for this transaction, if the reader may see it: two changes at once are
 * applied one after the other, so "the same status again" and the first response hold.
 */
async function lockReadable(tx: Database, id: string, reader: Reader): Promise<Row> {
  await tx.select({ id: feedback.id }).from(feedback).where(eq(feedback.id, id)).for('update');
  return findReadableFeedback(tx, id, reader);
}

const partyOf = (row: Row, reader: Reader): Party | null =>
  row.builderId === reader.id ? 'builder' : row.report.reporterId === reader.id ? 'reporter' : null;

/** The builder triages, the reporter answers a fix; anyone else, or anything else, is refused. */
function assertMaySet(party: Party | null, status: FeedbackStatus): asserts party is Party {
  const allowed =
    (party === 'builder' && includes(TRIAGE_STATUSES, status)) ||
    (party === 'reporter' && includes(REPORTER_STATUSES, status));
  if (!allowed) throw forbidden('not_report_party', REPORTER_STATUS_MESSAGE);
}

/** A Duplicate names another report of the same listing; nothing else names one. */
async function duplicateTarget(
  tx: Database,
  row: Row,
  { status, duplicateOf }: UpdateFeedbackBody,
): Promise<string | null> {
  if (status !== 'Duplicate') {
    if (duplicateOf)
      throw badRequest('validation_failed', DUPLICATE_ONLY_MESSAGE, {
        duplicateOf: DUPLICATE_ONLY_MESSAGE,
      });
    return null;
  }
  const refuse = () =>
    badRequest('validation_failed', DUPLICATE_TARGET_MESSAGE, {
      duplicateOf: DUPLICATE_TARGET_MESSAGE,
    });
  if (!duplicateOf) throw refuse();
  const [target] = await tx
    .select({ id: feedback.id })
    .from(feedback)
    .where(
      and(
        eq(feedback.id, duplicateOf),
        eq(feedback.listingId, row.report.listingId),
        ne(feedback.id, row.report.id),
      ),
    );
  if (!target) throw refuse();
  return target.id;
}

/**
 * The report's row touched by a change: the builder's first answer, status change or comment,
 * is when the report was first responded to, and stays so.
 */
const touched = (party: Party) =>
  party === 'builder' ? { firstResponseAt: sql`coalesce(${feedback.firstResponseAt}, now())` } : {};

/** A change made inside a transaction, to announce once it has committed. */
export interface FeedbackChange {
  row: Row;
  party: Party;
  actorId: string;
  news: FeedbackNews;
}

/**
 * After commit: each report's open pages, and the builder's when the reporter acted; then the
 * other party's notices, stored together.
 */
export async function announceFeedbackChanges(ctx: ServiceContext, changes: FeedbackChange[]) {
  for (const { row, party } of changes)
    await ctx.bus.publish({
      type: 'feedback_changed',
      feedbackId: row.report.id,
      reporterId: row.report.reporterId,
      ...(party === 'reporter' && row.builderId ? { builderId: row.builderId } : {}),
    });
  const notices = changes.flatMap(({ row, actorId, news }) => {
    const notice = feedbackNotice(row, actorId, news);
    return notice ? [notice] : [];
  });
  if (notices.length > 0) await notify(ctx, notices);
}

/**
 * A status change inside the caller's transaction: the report locked, the rules of who may set
 * what applied, the timeline entry written (saying so when a test cycle's `build` fixed it).
 * Answers what to announce after commit, or null when the status was already that.
 */
export async function changeFeedbackStatus(
  tx: Database,
  reader: Reader,
  id: string,
  body: UpdateFeedbackBody,
  build?: string,
): Promise<FeedbackChange | null> {
  const row = await lockReadable(tx, id, reader);
  const party = partyOf(row, reader);
  assertMaySet(party, body.status);
  const { report } = row;
  if (report.status === body.status && (body.duplicateOf ?? null) === report.duplicateOfId) {
    return null;
  }
  // A fix is confirmed or disputed, not a report the builder has yet to answer.
  if (party === 'reporter' && report.status !== 'Fixed')
    throw conflict('report_not_fixed', NOT_FIXED_MESSAGE);
  const duplicateOfId = await duplicateTarget(tx, row, body);
  await tx
    .update(feedback)
    .set({ status: body.status, duplicateOfId, ...touched(party) })
    .where(eq(feedback.id, id));
  await tx.insert(feedbackEvents).values({
    feedbackId: id,
    actorId: reader.id,
    kind: 'status',
    status: body.status,
    body: build ? `Fixed in build ${build}` : null,
    createdAt: nextEntryTime(id),
  });
  const news: FeedbackNews = build
    ? { kind: 'status', status: body.status, build }
    : { kind: 'status', status: body.status };
  return { row, party, actorId: reader.id, news };
}

/**
 * Sets a report's status: the listing's builder triages (New to Fixed, WontFix, Duplicate), the
 * reporter answers a fix (Verified, or Reopened, which puts it back before the builder).
 * Every change is a timeline entry; the same status again changes nothing.
 */
export async function setFeedbackStatus(
  ctx: ServiceContext,
  reader: Reader,
  id: string,
  body: UpdateFeedbackBody,
): Promise<FeedbackDetail> {
  const change = await ctx.db.transaction((tx) => changeFeedbackStatus(tx, reader, id, body));
  if (change) await announceFeedbackChanges(ctx, [change]);
  return feedbackDetail(ctx.db, id, reader);
}

/**
 * Now, or just after the report's latest entry if the clock has not moved on since (a coarse
 * clock, two changes in one tick): the timeline's order is the order the entries were made. The
 * report's row is locked, so no other entry of it is written meanwhile.
 */
const nextEntryTime = (feedbackId: string) =>
  sql`greatest(now(), (select max(${feedbackEvents.createdAt}) + interval '1 microsecond' from ${feedbackEvents} where ${feedbackEvents.feedbackId} = ${feedbackId}))`;

/** A comment on a report by its reporter or the listing's builder, kept in its timeline. */
export async function commentOnFeedback(
  ctx: ServiceContext,
  reader: Reader,
  id: string,
  text: string,
): Promise<FeedbackDetail> {
  const { row, party } = await ctx.db.transaction(async (tx) => {
    const row = await lockReadable(tx, id, reader);
    const party = partyOf(row, reader);
    if (!party) throw forbidden('not_report_party', COMMENT_PARTIES_MESSAGE);
    await tx
      .update(feedback)
      .set({ updatedAt: new Date(), ...touched(party) })
      .where(eq(feedback.id, id));
    await tx.insert(feedbackEvents).values({
      feedbackId: id,
      actorId: reader.id,
      kind: 'comment',
      body: text,
      createdAt: nextEntryTime(id),
    });
    return { row, party };
  });
  await announceFeedbackChanges(ctx, [
    { row, party, actorId: reader.id, news: { kind: 'comment', text } },
  ]);
  return feedbackDetail(ctx.db, id, reader);
}
