import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client.ts';
import type { Param } from '@/server/db/prepared.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { conflict, notFound } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { InterestStatus } from '@/shared/constants.ts';
import {
  NOT_JOINED_MESSAGE,
  STILL_TESTING_ACCEPTED_ONLY_MESSAGE,
} from '@/shared/contracts/interest-messages.ts';

const before = alias(interests, 'before');

/**
 * Restarts the tester's silence clock on one listing in one statement, and takes back a reminder
 * they were sent: the joined row is the signup as it was, so a cleared reminder shows. `only`
 * narrows which signups count. Its own statement, or part of a bigger one (a message's).
 */
export const touchSignupUpdate = (
  db: Database,
  testerId: Param | SQL,
  listingId: Param | SQL,
  only?: SQL,
) =>
  db
    .update(interests)
    .set({ lastActivityAt: sql`now()`, remindedAt: null })
    .from(before)
    .where(
      and(
        eq(before.id, interests.id),
        sql`${interests.testerId} = ${testerId}::uuid`,
        sql`${interests.listingId} = ${listingId}::uuid`,
        only,
      ),
    )
    .returning({
      status: interests.status,
      wasReminded: sql<boolean>`${before.remindedAt} is not null`.as('was_reminded'),
    });

/** What a touch found: the signup's status, and whether a reminder was taken back. */
export type Touched = { status: InterestStatus; wasReminded: boolean };

/** The date their place would go is gone: their open pages re-read where they stand. */
export async function announceTouch(
  { bus }: Pick<ServiceContext, 'bus'>,
  testerId: string,
  listingId: string,
  touched: Touched,
): Promise<void> {
  if (touched.wasReminded)
    await bus.publish({ type: 'interest_changed', testerId, listingId, status: touched.status });
}

/** Touches the signup; answers whether there was one. */
async function touchSignup(
  ctx: ServiceContext,
  testerId: string,
  listingId: string,
  only?: SQL,
): Promise<boolean> {
  const [touched] = await touchSignupUpdate(ctx.db, testerId, listingId, only);
  if (!touched) return false;
  await announceTouch(ctx, testerId, listingId, touched);
  return true;
}

/**
 * A tester wrote to the listing's builder: they are still at it, whatever their standing, so an
 * acceptance that follows does not start from an old silence.
 */
export async function recordTesterActivity(
  ctx: ServiceContext,
  testerId: string,
  listingId: string,
): Promise<void> {
  await touchSignup(ctx, testerId, listingId);
}

/** "I'm still testing": only an Accepted tester holds a place that silence could cost. */
export async function confirmStillTesting(
  ctx: ServiceContext,
  testerId: string,
  listingId: string,
): Promise<void> {
  if (await touchSignup(ctx, testerId, listingId, eq(interests.status, 'Accepted'))) return;
  const [signup] = await ctx.db
    .select({ status: interests.status })
    .from(interests)
    .where(and(eq(interests.testerId, testerId), eq(interests.listingId, listingId)));
  if (!signup) throw notFound('not_joined', NOT_JOINED_MESSAGE);
  throw conflict('not_accepted', STILL_TESTING_ACCEPTED_ONLY_MESSAGE);
}
