import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { personRecords } from '@/server/db/schema/reputation.ts';
import { users } from '@/server/db/schema/users.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import { EMPTY_BUILDER_RECORD, EMPTY_TESTER_RECORD } from '@/shared/contracts/reputation.ts';
import { answerBadgeOf } from '@/shared/contracts/reputation-rules.ts';
import { builderRecordOf } from './builder-record.ts';
import { eventsOf } from './person-events.ts';
import { personEvents } from './record-events.service.ts';
import { testerRecordOf } from './tester-record.ts';

/** People refreshed per transaction. */
export const REFRESH_BATCH = 100;

/**
 * Writes these people's records inside the caller's transaction, each row locked first so two
 * refreshes of one person (two processes, a job) write one after the other, the later reading
 * the later events. Answers the builders whose answer badge moved.
 */
export async function writeRecords(tx: Database, userIds: string[], now: Date): Promise<string[]> {
  const ids = [...new Set(userIds)].sort();
  if (ids.length === 0) return [];
  // A person deleted meanwhile has no row to write, and gets none.
  await tx
    .insert(personRecords)
    .select(
      tx
        .select({
          userId: users.id,
          tester: sql`${JSON.stringify(EMPTY_TESTER_RECORD)}::jsonb`.as('tester'),
          builder: sql`${JSON.stringify(EMPTY_BUILDER_RECORD)}::jsonb`.as('builder'),
          answerBadge: sql`null::answer_badge`.as('answer_badge'),
          updatedAt: sql`${now.toISOString()}::timestamptz`.as('updated_at'),
        })
        .from(users)
        .where(inArray(users.id, ids))
        .orderBy(asc(users.id)),
    )
    .onConflictDoNothing();
  const before = await tx
    .select({ userId: personRecords.userId, answerBadge: personRecords.answerBadge })
    .from(personRecords)
    .where(inArray(personRecords.userId, ids))
    .orderBy(asc(personRecords.userId))
    .for('update');
  if (before.length === 0) return [];
  const events = await personEvents(
    tx,
    before.map((row) => row.userId),
    now,
  );
  const rows = before.map(({ userId }) => {
    const mine = eventsOf(events, userId);
    const builder = builderRecordOf(mine);
    return {
      userId,
      tester: testerRecordOf(mine),
      builder,
      answerBadge: answerBadgeOf(builder.firstAnswerHours),
      updatedAt: now,
    };
  });
  await tx
    .insert(personRecords)
    .values(rows)
    .onConflictDoUpdate({
      target: personRecords.userId,
      set: {
        tester: sql`excluded.tester`,
        builder: sql`excluded.builder`,
        answerBadge: sql`excluded.answer_badge`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  const badgeBefore = new Map(before.map((row) => [row.userId, row.answerBadge]));
  return rows
    .filter((row) => row.answerBadge !== badgeBefore.get(row.userId))
    .map((row) => row.userId);
}

/**
 * After commit: a builder whose badge moved has each listing announced, so every process's
 * listing cache drops it and Browse and the detail read the new badge with the listing.
 */
export async function announceBadges(ctx: ServiceContext, builderIds: string[]): Promise<void> {
  if (builderIds.length === 0) return;
  const owned = await ctx.db
    .select({ id: listings.id })
    .from(listings)
    .where(inArray(listings.builderId, builderIds));
  await ctx.bus.publish(
    ...owned.map(({ id }) => ({ type: 'listing_changed' as const, listingId: id, pages: false })),
  );
}

/**
 * Computes these people's tester and builder records from their events and stores them in
 * person_records; announces a builder's listings when their answer badge moved.
 */
export async function refreshRecords(ctx: ServiceContext, userIds: string[]): Promise<void> {
  const ids = [...new Set(userIds)];
  for (let start = 0; start < ids.length; start += REFRESH_BATCH) {
    const batch = ids.slice(start, start + REFRESH_BATCH);
    const moved = await ctx.db.transaction((tx) => writeRecords(tx, batch, ctx.clock.now()));
    await announceBadges(ctx, moved);
  }
}
