import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client.ts';
import { conversations, messages } from '@/server/db/schema/chat.ts';
import { feedback, feedbackEvents } from '@/server/db/schema/feedback.ts';
import { listings } from '@/server/db/schema/listings.ts';
import type { FeedbackStatus } from '@/shared/contracts/feedback.ts';
import type { BuilderRecord } from '@/shared/contracts/reputation.ts';
import {
  MESSAGE_ANSWER_DAYS,
  REPORT_ANSWER_DAYS,
  REPORT_RESOLVE_DAYS,
} from '@/shared/contracts/reputation-rules.ts';
import { completedCycleEvents } from './cycle-events.ts';
import {
  averageOf,
  durationWords,
  type EventsByFigure,
  hoursBetween,
  medianOf,
  type PersonEvent,
  shareOf,
} from './person-events.ts';
import { ratingEvents } from './rating-events.ts';

const DAY_MS = 86_400_000;
const overdue = (since: Date, days: number, now: Date) =>
  now.getTime() - since.getTime() > days * DAY_MS;

/**
 * Reports on the builders' listings: how soon they were first answered (a status change or a
 * comment), whether within REPORT_ANSWER_DAYS once that could be told, and whether they ended
 * Fixed, Verified, or Won't fix with a word from the builder.
 */
/** Where a report's life ends; Duplicate is closed too, but is no mark either way. */
const CLOSED_STATUSES: ReadonlySet<FeedbackStatus> = new Set([
  'Fixed',
  'Verified',
  'WontFix',
  'Duplicate',
]);

async function reportEvents(db: Database, userIds: string[], now: Date): Promise<PersonEvent[]> {
  const rows = await db
    .select({
      id: feedback.id,
      builderId: listings.builderId,
      listingId: feedback.listingId,
      listingName: listings.name,
      title: feedback.title,
      status: feedback.status,
      createdAt: feedback.createdAt,
      firstResponseAt: feedback.firstResponseAt,
      builderCommented: sql<boolean>`exists (select 1 from ${feedbackEvents}
        where ${feedbackEvents.feedbackId} = ${feedback.id} and ${feedbackEvents.kind} = 'comment'
          and ${feedbackEvents.actorId} = ${listings.builderId})`,
    })
    .from(feedback)
    .innerJoin(listings, eq(listings.id, feedback.listingId))
    // A report a moderator removed is no figure of anyone's.
    .where(and(inArray(listings.builderId, userIds), isNull(feedback.removedAt)));
  return rows.flatMap((row) => {
    const base = {
      userId: row.builderId,
      listingId: row.listingId,
      listingName: row.listingName,
      sourceId: row.id,
    };
    const events: PersonEvent[] = [];
    const answered = row.firstResponseAt;
    if (answered) {
      const hours = hoursBetween(row.createdAt, answered);
      events.push({
        ...base,
        figure: 'builder.firstAnswerHours',
        label: `${row.title}: answered after ${durationWords(hours)}`,
        at: answered,
        counts: true,
        value: hours,
      });
    }
    if (answered || overdue(row.createdAt, REPORT_ANSWER_DAYS, now)) {
      const inTime = answered !== null && !overdue(row.createdAt, REPORT_ANSWER_DAYS, answered);
      events.push({
        ...base,
        figure: 'builder.answeredInTime',
        label: `${row.title}: ${inTime ? 'answered' : 'not answered'} within ${REPORT_ANSWER_DAYS} days`,
        at: answered ?? row.createdAt,
        counts: inTime,
      });
    }
    const closed = CLOSED_STATUSES.has(row.status);
    if (
      row.status !== 'Duplicate' &&
      (closed || overdue(row.createdAt, REPORT_RESOLVE_DAYS, now))
    ) {
      const resolved =
        row.status === 'Fixed' ||
        row.status === 'Verified' ||
        (row.status === 'WontFix' && row.builderCommented);
      const how = row.status === 'WontFix' ? "won't fix" : 'fixed';
      const withReason = row.status === 'WontFix' && row.builderCommented ? ', with a reason' : '';
      events.push({
        ...base,
        figure: 'builder.resolvedWithReason',
        label: `${row.title}: ${closed ? `${how}${withReason}` : `open after ${REPORT_RESOLVE_DAYS} days`}`,
        at: row.createdAt,
        counts: resolved,
      });
    }
    return events;
  });
}

const answer = alias(messages, 'answer');

/**
 * Testers' messages that start a turn (the first of a conversation, or the first after the
 * builder spoke) and whether the builder answered within MESSAGE_ANSWER_DAYS, once that could
 * be told.
 */
async function messageEvents(db: Database, userIds: string[], now: Date): Promise<PersonEvent[]> {
  const turns = db.$with('turns').as(
    db
      .select({
        id: messages.id,
        conversationId: messages.conversationId,
        senderId: messages.senderId,
        sentAt: sql<Date>`${messages.createdAt}`.as('sent_at'),
        previousSender: sql<string | null>`lag(${messages.senderId}) over (
          partition by ${messages.conversationId} order by ${messages.createdAt}, ${messages.id})`.as(
          'previous_sender',
        ),
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(inArray(conversations.builderId, userIds)),
  );
  const rows = await db
    .with(turns)
    .select({
      id: turns.id,
      builderId: conversations.builderId,
      listingId: conversations.listingId,
      listingName: listings.name,
      sentAt: sql<Date>`${turns.sentAt}`.mapWith(messages.createdAt),
      answeredAt:
        sql<Date | null>`(select min(${answer.createdAt}) from ${messages} ${sql.identifier('answer')}
        where ${answer.conversationId} = ${turns.conversationId}
          and ${answer.senderId} = ${conversations.builderId}
          and ${answer.createdAt} > ${turns.sentAt})`.mapWith(messages.createdAt),
    })
    .from(turns)
    .innerJoin(conversations, eq(conversations.id, turns.conversationId))
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .where(
      and(
        eq(turns.senderId, conversations.testerId),
        or(isNull(turns.previousSender), eq(turns.previousSender, conversations.builderId)),
      ),
    );
  return rows.flatMap((row) => {
    if (!row.answeredAt && !overdue(row.sentAt, MESSAGE_ANSWER_DAYS, now)) return [];
    const inTime =
      row.answeredAt !== null && !overdue(row.sentAt, MESSAGE_ANSWER_DAYS, row.answeredAt);
    return [
      {
        userId: row.builderId,
        figure: 'builder.messagesAnswered',
        listingId: row.listingId,
        listingName: row.listingName,
        label: inTime
          ? `Message answered after ${durationWords(hoursBetween(row.sentAt, row.answeredAt as Date))}`
          : `Message not answered within ${MESSAGE_ANSWER_DAYS} days`,
        sourceId: row.id,
        at: row.sentAt,
        counts: inTime,
      },
    ];
  });
}

/** Every event of these builders' records at `now`, in a few queries for the whole batch. */
export async function builderEvents(
  db: Database,
  userIds: string[],
  now: Date,
): Promise<PersonEvent[]> {
  const batches = await Promise.all([
    reportEvents(db, userIds, now),
    messageEvents(db, userIds, now),
    completedCycleEvents(db, userIds, now),
    ratingEvents(db, userIds, 'tester', now),
  ]);
  return batches.flat();
}

export function builderRecordOf(events: EventsByFigure): BuilderRecord {
  return {
    firstAnswerHours: medianOf(events('builder.firstAnswerHours')),
    answeredInTime: shareOf(events('builder.answeredInTime')),
    resolvedWithReason: shareOf(events('builder.resolvedWithReason')),
    messagesAnswered: shareOf(events('builder.messagesAnswered')),
    cyclesCompleted: events('builder.cyclesCompleted').length,
    rating: averageOf(events('builder.rating')),
  };
}
