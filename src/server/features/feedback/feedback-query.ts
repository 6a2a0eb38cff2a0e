import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client.ts';
import { feedback, feedbackEvents } from '@/server/db/schema/feedback.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { users } from '@/server/db/schema/users.ts';
import { notFound } from '@/server/lib/app-error.ts';
import type { Role } from '@/shared/constants.ts';
import type { Feedback, FeedbackDetail, FeedbackEvent } from '@/shared/contracts/feedback.ts';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';

const personColumns = (table: typeof users) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  profileImageUrl: table.profileImageUrl,
});

/**
 * Reports with their reporter and their listing's builder, ready for `.where` and `.orderBy`.
 * A report a moderator removed is left out of every read here (inbox, board, the reporter's own
 * list, exports, one report's page): its join holds the condition, so no caller can forget it.
 */
export function selectFeedback(db: Database) {
  return db
    .select({
      report: feedback,
      reporter: personColumns(users),
      builderId: listings.builderId,
    })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.reporterId))
    .innerJoin(listings, and(eq(listings.id, feedback.listingId), isNull(feedback.removedAt)));
}
type FeedbackRow = Awaited<ReturnType<ReturnType<typeof selectFeedback>['execute']>>[number];

export function toFeedback({ report, reporter }: FeedbackRow): Feedback {
  return {
    id: report.id,
    softwareId: report.listingId,
    reporter,
    kind: report.kind,
    title: report.title,
    body: report.body,
    steps: report.steps,
    expected: report.expected,
    actual: report.actual,
    severity: report.severity,
    device: report.device,
    screenshots: report.screenshotIds.map((_, index) => feedbackPaths.screenshot(report.id, index)),
    status: report.status,
    duplicateOf: report.duplicateOfId,
    createdAt: report.createdAt.toISOString(),
    updatedAt: report.updatedAt.toISOString(),
  };
}

/** Who may read a report: its reporter, the listing's builder, and admins; nobody else. */
export interface Reader {
  id: string;
  role: Role;
}

const canRead = (row: Pick<FeedbackRow, 'report' | 'builderId'>, reader: Reader) =>
  reader.role === 'Admin' || row.report.reporterId === reader.id || row.builderId === reader.id;

/**
 * The report if the reader may see it. Anyone else hears it does not exist, so a guessed id tells
 * nothing about reports on other people's betas.
 */
export async function findReadableFeedback(
  db: Database,
  id: string,
  reader: Reader,
  also?: SQL,
): Promise<FeedbackRow> {
  const [row] = await selectFeedback(db).where(and(eq(feedback.id, id), also));
  if (!row || !canRead(row, reader)) throw notFound('feedback_not_found', 'Feedback not found');
  return row;
}

const actors = alias(users, 'actors');

/** The timelines of many reports in one query, oldest entry first. */
export async function timelinesOf(
  db: Database,
  ids: string[],
): Promise<Map<string, FeedbackEvent[]>> {
  const rows = await db
    .select({
      event: feedbackEvents,
      actor: {
        id: actors.id,
        firstName: actors.firstName,
        lastName: actors.lastName,
        profileImageUrl: actors.profileImageUrl,
      },
    })
    .from(feedbackEvents)
    .leftJoin(actors, eq(actors.id, feedbackEvents.actorId))
    .where(inArray(feedbackEvents.feedbackId, ids))
    .orderBy(asc(feedbackEvents.createdAt), asc(feedbackEvents.id));
  const timelines = new Map<string, FeedbackEvent[]>();
  for (const { event, actor } of rows) {
    const timeline = timelines.get(event.feedbackId) ?? [];
    timeline.push({
      id: event.id,
      kind: event.kind,
      status: event.status,
      body: event.body,
      actor: actor?.id ? actor : null,
      createdAt: event.createdAt.toISOString(),
    });
    timelines.set(event.feedbackId, timeline);
  }
  return timelines;
}

async function timelineOf(db: Database, feedbackId: string): Promise<FeedbackEvent[]> {
  return (await timelinesOf(db, [feedbackId])).get(feedbackId) ?? [];
}

export async function feedbackDetail(
  db: Database,
  id: string,
  reader: Reader,
): Promise<FeedbackDetail> {
  const row = await findReadableFeedback(db, id, reader);
  return { ...toFeedback(row), timeline: await timelineOf(db, id) };
}
