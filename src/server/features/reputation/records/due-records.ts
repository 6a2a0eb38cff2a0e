import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { conversations, messages } from '@/server/db/schema/chat.ts';
import { cycleOptIns, testCycles } from '@/server/db/schema/cycles.ts';
import { feedback } from '@/server/db/schema/feedback.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { personRecords, placeSpells, ratings } from '@/server/db/schema/reputation.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import {
  MESSAGE_ANSWER_DAYS,
  RATING_WINDOW_DAYS,
  REPORT_ANSWER_DAYS,
  REPORT_RESOLVE_DAYS,
} from '@/shared/contracts/reputation-rules.ts';
import { announceBadges, REFRESH_BATCH, writeRecords } from './refresh-records.ts';

/** Sets the job's advisory lock apart from every other lock of the product. */
const DUE_RECORDS_LOCK = 5_170_243;
/** Anything due longer ago than this is in a record older than a day, refreshed anyway. */
const LOOK_BACK = sql`interval '2 days'`;
/**
 * A cycle ends at midnight of the day after its last date in its own zone, which is within 14
 * hours of that midnight in UTC: its people are due from the earliest such instant until their
 * record is newer than the latest.
 */
const ZONE_SPREAD = sql`interval '14 hours'`;

const days = (count: number) => sql`make_interval(days => ${count})`;
const cycleEnd = sql`((${testCycles.startDate} + ${testCycles.lengthDays} + ${testCycles.extensionDays})::timestamp at time zone 'UTC')`;

/**
 * Whose figures time has moved since their record was written, and any record older than a day:
 * a rating shown RATING_WINDOW_DAYS after it was given, a report or a tester's message gone
 * unanswered past its limit, a cycle run to its end, a place ended by a statement that announced
 * nothing (a listing's deletion). Each source says from when (`due_from`) until when (`due_to`)
 * its person is due.
 */
function dueQuery(tx: Database, now: Date, done: string[]) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const sources = sql`
    select ${ratings.rateeId} as user_id, ${ratings.createdAt} + ${days(RATING_WINDOW_DAYS)} as due_from,
      ${ratings.createdAt} + ${days(RATING_WINDOW_DAYS)} as due_to from ${ratings}
    union all
    select ${listings.builderId}, ${feedback.createdAt} + ${days(REPORT_ANSWER_DAYS)},
      ${feedback.createdAt} + ${days(REPORT_ANSWER_DAYS)}
      from ${feedback} join ${listings} on ${listings.id} = ${feedback.listingId}
      where ${feedback.firstResponseAt} is null
    union all
    select ${listings.builderId}, ${feedback.createdAt} + ${days(REPORT_RESOLVE_DAYS)},
      ${feedback.createdAt} + ${days(REPORT_RESOLVE_DAYS)}
      from ${feedback} join ${listings} on ${listings.id} = ${feedback.listingId}
      where ${feedback.status} not in ('Fixed', 'Verified', 'WontFix', 'Duplicate')
    union all
    select ${conversations.builderId}, ${messages.createdAt} + ${days(MESSAGE_ANSWER_DAYS)},
      ${messages.createdAt} + ${days(MESSAGE_ANSWER_DAYS)}
      from ${messages} join ${conversations} on ${conversations.id} = ${messages.conversationId}
      where ${messages.senderId} = ${conversations.testerId}
    union all
    select ${listings.builderId}, ${cycleEnd} - ${ZONE_SPREAD}, ${cycleEnd} + ${ZONE_SPREAD}
      from ${testCycles} join ${listings} on ${listings.id} = ${testCycles.listingId}
    union all
    select ${cycleOptIns.testerId}, ${cycleEnd} - ${ZONE_SPREAD}, ${cycleEnd} + ${ZONE_SPREAD}
      from ${cycleOptIns} join ${testCycles} on ${testCycles.id} = ${cycleOptIns.cycleId}
    union all
    select ${placeSpells.testerId}, ${placeSpells.endedAt}, ${placeSpells.endedAt}
      from ${placeSpells} where ${placeSpells.endedAt} is not null`;
  return tx
    .select({ userId: sql<string>`user_id` })
    .from(
      sql`(
        select due.user_id from (${sources}) due
          left join ${personRecords} on ${personRecords.userId} = due.user_id
          where due.due_from <= ${at} and due.due_to > ${at} - ${LOOK_BACK}
            and (${personRecords.updatedAt} is null or ${personRecords.updatedAt} < due.due_to)
        union
        select ${personRecords.userId} from ${personRecords}
          where ${personRecords.updatedAt} < ${at} - interval '1 day'
      ) people`,
    )
    .where(sql`not (user_id = any(${`{${done.join(',')}}`}::uuid[]))`)
    .orderBy(sql`user_id`)
    .limit(REFRESH_BATCH);
}

/**
 * Refreshes, in batches, the people whose figures time has moved (`dueQuery`). One process does
 * it at a time: a batch holds an advisory lock, and a process that finds it taken leaves the run
 * to the one holding it. Answers how many people were refreshed.
 */
export async function refreshDueRecords(
  ctx: ServiceContext,
  now = ctx.clock.now(),
): Promise<{ refreshed: number }> {
  const done: string[] = [];
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const [lock] = await tx
        .select({ taken: sql<boolean>`pg_try_advisory_xact_lock(${DUE_RECORDS_LOCK})` })
        .from(sql`(select 1) one`);
      if (!lock?.taken) return null;
      const due = (await dueQuery(tx, now, done)).map((row) => row.userId);
      return { due, moved: await writeRecords(tx, due, now) };
    });
    if (batch === null) break;
    await announceBadges(ctx, batch.moved);
    done.push(...batch.due);
    if (batch.due.length < REFRESH_BATCH) break;
  }
  return { refreshed: done.length };
}
