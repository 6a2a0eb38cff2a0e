import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { interests } from '@/server/db/schema/interests.ts';
import { conflict, notFound } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import {
  NOT_JOINED_MESSAGE,
  STILL_TESTING_ACCEPTED_ONLY_MESSAGE,
} from '@/shared/contracts/interest-messages.ts';

const before = alias(interests, 'before');

/**
 * Restarts the tester's silence clock on one listing in one statement, and takes back a reminder
 * they were sent: the joined row is the signup as it was, so a cleared reminder shows. `only`
 * narrows which signups count. Answers whether there was a signup to touch.
 */
async function touchSignup(
  { db, bus }: ServiceContext,
  testerId: string,
  softwareId: string,
  only?: SQL,
): Promise<boolean> {
  const [touched] = await db
    .update(interests)
    .set({ lastActivityAt: sql`now()`, remindedAt: null })
    .from(before)
    .where(
      and(
        eq(before.id, interests.id),
        eq(interests.testerId, testerId),
        eq(interests.softwareId, softwareId),
        only,
      ),
    )
    .returning({
      status: interests.status,
      wasReminded: sql<boolean>`${before.remindedAt} is not null`,
    });
  if (!touched) return false;
  // The date their place would go is gone: their open pages re-read where they stand.
  if (touched.wasReminded)
    await bus.publish({ type: 'interest_changed', testerId, softwareId, status: touched.status });
  return true;
}

/**
 * A tester wrote to the listing's builder: they are still at it, whatever their standing, so an
 * acceptance that follows does not start from an old silence.
 */
export async function recordTesterActivity(
  ctx: ServiceContext,
  testerId: string,
  softwareId: string,
): Promise<void> {
  await touchSignup(ctx, testerId, softwareId);
}

/** "I'm still testing": only an Accepted tester holds a place that silence could cost. */
export async function confirmStillTesting(
  ctx: ServiceContext,
  testerId: string,
  softwareId: string,
): Promise<void> {
  if (await touchSignup(ctx, testerId, softwareId, eq(interests.status, 'Accepted'))) return;
  const [signup] = await ctx.db
    .select({ status: interests.status })
    .from(interests)
    .where(and(eq(interests.testerId, testerId), eq(interests.softwareId, softwareId)));
  if (!signup) throw notFound(NOT_JOINED_MESSAGE);
  throw conflict(STILL_TESTING_ACCEPTED_ONLY_MESSAGE);
}
