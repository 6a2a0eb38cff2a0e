import { and, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { listingHides } from '@/server/db/schema/moderation.ts';
import { type UserRow, users } from '@/server/db/schema/users.ts';
import { deleteUserSessions } from '@/server/features/auth/credentials.ts';
import { publishInterestChanges } from '@/server/features/interests/freed-places.ts';
import { tellPerson } from '@/server/features/moderation/notices/tell-person.ts';
import { badRequest, conflict, notFound } from '@/server/lib/app-error.ts';
import { recordAudit } from '@/server/lib/audit-log.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import { type AppealAddress, liftedNotice, suspendedNotice } from './suspension-notices.ts';
import { freePlacesOf } from './suspension-places.ts';

/**
 * What a suspension or its lifting needs beyond the context: the site's address for the mail,
 * and the admin addresses, the first of which a suspended person is told to write to. The app's
 * config has both, so callers may pass `app.config` as it is.
 */
export interface SuspensionSettings extends AppealAddress {
  publicUrl: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why the job lifts a suspension, in the words the person and the audit log read. */
export const SUSPENSION_ENDED_REASON = 'The suspension’s time is over.';

/**
 * The person's row, locked until the transaction ends, so a suspension and its lifting (an
 * admin's, or the job's in another process) are applied one after the other.
 */
async function lockPerson(tx: Database, personId: string): Promise<UserRow> {
  const [person] = await tx.select().from(users).where(eq(users.id, personId)).for('update');
  if (!person) throw notFound('user_not_found', 'No such person');
  return person;
}

function assertMaySuspend(admin: UserRow, person: UserRow): void {
  if (person.id === admin.id) throw badRequest('action_not_allowed', 'You cannot suspend yourself');
  if (person.role === 'Admin')
    throw badRequest('action_not_allowed', 'An admin cannot be suspended');
  if (person.deletedAt) throw badRequest('action_not_allowed', 'This account was deleted');
}

/**
 * Suspends a person for `days`, or for good when null: sign-in refused, every session ended at
 * once (on every process), their listings hidden, their places freed to the waitlists, the audit
 * entry written, and the person told. Suspending someone already suspended replaces the end and
 * the reason.
 */
export async function suspendPerson(
  ctx: ServiceContext,
  admin: UserRow,
  personId: string,
  { reason, days }: { reason: string; days: number | null },
  settings: SuspensionSettings,
): Promise<void> {
  const now = ctx.clock.now();
  // An instant, days of 24 hours: a clock change in anyone's zone moves no one's end.
  const until = days === null ? null : new Date(now.getTime() + days * DAY_MS);
  const done = await ctx.db.transaction(async (tx) => {
    assertMaySuspend(admin, await lockPerson(tx, personId));
    await tx
      .update(users)
      .set({ suspendedAt: now, suspendedUntil: until, suspensionReason: reason })
      .where(eq(users.id, personId));
    const hidden = await tx
      .update(listings)
      .set({ hiddenAt: now })
      .where(and(eq(listings.builderId, personId), isNull(listings.hiddenAt)))
      .returning({ id: listings.id });
    if (hidden.length > 0)
      await tx.insert(listingHides).values(
        hidden.map(({ id }) => ({
          listingId: id,
          cause: 'suspension' as const,
          reason,
          hiddenAt: now,
          hiddenById: admin.id,
        })),
      );
    const places = await freePlacesOf(tx, personId);
    const ended = await deleteUserSessions(tx, personId);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'user.suspended',
      target: { type: 'user', id: personId },
      subjectId: personId,
      reason,
      details: { days, until: until?.toISOString() ?? null },
    });
    return { hidden, places, ended };
  });

  // Sessions first: every process closes the person's sockets and drops its cached copies.
  for (const sid of done.ended) await ctx.bus.publish({ type: 'session_ended', sid });
  await ctx.bus.publish({ type: 'user_changed', userId: personId });
  for (const { id } of done.hidden)
    await ctx.bus.publish({ type: 'listing_changed', listingId: id, pages: true });
  for (const changes of done.places) await publishInterestChanges(ctx, changes);
  await tellPerson(ctx, settings.publicUrl, personId, suspendedNotice(reason, until, settings));
}

/**
 * Lifts the suspension in one transaction and answers whether it did. With `onlyExpired`, as the
 * job runs it, a suspension that no longer ends by now (an admin lifted or extended it meanwhile)
 * is left alone rather than refused.
 */
async function liftOne(
  ctx: ServiceContext,
  admin: UserRow | null,
  personId: string,
  reason: string,
  settings: SuspensionSettings,
  { onlyExpired }: { onlyExpired: boolean },
): Promise<boolean> {
  const now = ctx.clock.now();
  const shown = await ctx.db.transaction(async (tx) => {
    const person = await lockPerson(tx, personId);
    const expired = person.suspendedUntil !== null && person.suspendedUntil <= now;
    if (onlyExpired && (!person.suspendedAt || !expired)) return null;
    if (!person.suspendedAt) throw conflict('not_suspended', 'This person is not suspended');
    await tx
      .update(users)
      .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null })
      .where(eq(users.id, personId));
    // Only what the suspension hid comes back: a listing an admin hid stays hidden.
    const own = tx
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.builderId, personId));
    const freed = await tx
      .delete(listingHides)
      .where(and(eq(listingHides.cause, 'suspension'), inArray(listingHides.listingId, own)))
      .returning({ id: listingHides.listingId });
    if (freed.length > 0)
      await tx
        .update(listings)
        .set({ hiddenAt: null })
        .where(
          inArray(
            listings.id,
            freed.map(({ id }) => id),
          ),
        );
    await recordAudit(tx, {
      actorId: admin?.id ?? null,
      action: 'user.suspension_lifted',
      target: { type: 'user', id: personId },
      subjectId: personId,
      reason,
      details: { early: !expired },
    });
    return freed;
  });
  if (!shown) return false;

  await ctx.bus.publish({ type: 'user_changed', userId: personId });
  for (const { id } of shown)
    await ctx.bus.publish({ type: 'listing_changed', listingId: id, pages: true });
  await tellPerson(ctx, settings.publicUrl, personId, liftedNotice(reason));
  return true;
}

/** Ends a suspension early (an admin) or on time (`admin` null: the job): listings come back. */
export async function liftSuspension(
  ctx: ServiceContext,
  admin: UserRow | null,
  personId: string,
  reason: string,
  settings: SuspensionSettings,
): Promise<void> {
  await liftOne(ctx, admin, personId, reason, settings, { onlyExpired: false });
}

/**
 * Lifts every suspension whose end has come by the context's clock; every process runs it each
 * minute, and each person is lifted once (under their row's lock, the second run finds nothing).
 * Answers how many it lifted.
 */
export async function liftExpiredSuspensions(
  ctx: ServiceContext,
  settings: SuspensionSettings,
): Promise<{ lifted: number }> {
  const due = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.suspendedAt), lte(users.suspendedUntil, ctx.clock.now())));
  let lifted = 0;
  for (const { id } of due) {
    const done = await liftOne(ctx, null, id, SUSPENSION_ENDED_REASON, settings, {
      onlyExpired: true,
    });
    if (done) lifted++;
  }
  return { lifted };
}
