import { and, eq, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import { inactivityReleaseReason } from '@/shared/contracts/interest-messages.ts';
import { movedUp, publishInterestChanges, recordInterestChanges } from './interest-events.ts';
import { fillFreedPlaces, lockListing } from './places.ts';

const HOUR_MS = 3_600_000;

/** What one run did, for the log. */
export interface InactivitySweep {
  reminded: number;
  released: number;
  promoted: number;
}

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR_MS);

/**
 * Listings with an Accepted tester due a reminder or a release. Hours, not days, so half of an
 * odd number of days is exact; the same sum as `releasesAt` in the interest JSON.
 */
async function listingsWithSilentTesters(db: Database, now: Date): Promise<string[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const silentSince = sql`${at} - make_interval(hours => ${listings.inactivityDays} * 24)`;
  const remindedSince = sql`${at} - make_interval(hours => ${listings.inactivityDays} * 12)`;
  const rows = await db
    .selectDistinct({ id: interests.listingId })
    .from(interests)
    .innerJoin(listings, eq(listings.id, interests.listingId))
    .where(
      and(
        isNotNull(listings.inactivityDays),
        eq(interests.status, 'Accepted'),
        or(
          and(isNull(interests.remindedAt), lte(interests.lastActivityAt, silentSince)),
          lte(interests.remindedAt, remindedSince),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * One listing's reminders and releases, in one transaction under its lock. The lock is taken
 * with SKIP LOCKED: whoever holds it is another process's run, which is doing this listing's
 * work, or a tester joining or a builder deciding, and the next run finds what is still due.
 * Every change is conditional on the state it changes, so a run after another finds nothing.
 */
async function sweepListing(
  { db, bus }: ServiceContext,
  listingId: string,
  now: Date,
): Promise<InactivitySweep> {
  const outcome = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .select({ days: listings.inactivityDays })
      .from(listings)
      .where(eq(listings.id, listingId))
      .for('update', { skipLocked: true });
    if (!claimed?.days) return null;
    const { days } = claimed;
    const accepted = (...conditions: SQL[]) =>
      and(eq(interests.listingId, listingId), eq(interests.status, 'Accepted'), ...conditions);
    // The reminder goes with the release: one who joins again starts with a clean slate.
    const released = await tx
      .update(interests)
      .set({ status: 'Released', reason: inactivityReleaseReason(days), remindedAt: null })
      .where(accepted(lte(interests.remindedAt, hoursBefore(now, days * 12))))
      .returning({ testerId: interests.testerId, reason: interests.reason });
    const reminded = await tx
      .update(interests)
      .set({ remindedAt: now })
      .where(
        accepted(
          isNull(interests.remindedAt),
          lte(interests.lastActivityAt, hoursBefore(now, days * 24)),
        ),
      )
      .returning({ testerId: interests.testerId });
    const promoted =
      released.length > 0 ? await fillFreedPlaces(tx, await lockListing(tx, listingId)) : [];
    // A reminder is news too: their pages re-read the interest and show when the place goes
    // (`releasesAt`).
    const recorded = await recordInterestChanges(tx, {
      listingId,
      told: [
        ...released.map(({ testerId, reason }) => ({
          testerId,
          status: 'Released' as const,
          news: 'released' as const,
          reason,
        })),
        ...movedUp(promoted),
        ...reminded.map(({ testerId }) => ({
          testerId,
          status: 'Accepted' as const,
          news: 'reminded' as const,
        })),
      ],
    });
    return { released, reminded, promoted, recorded };
  });
  if (!outcome) return { reminded: 0, released: 0, promoted: 0 };

  const { released, reminded, promoted, recorded } = outcome;
  if (recorded.told.length > 0) await publishInterestChanges({ bus }, recorded);
  return { reminded: reminded.length, released: released.length, promoted: promoted.length };
}

/**
 * Reminds Accepted testers silent for their listing's `inactivityDays`, and releases those still
 * silent half as many days after the reminder: their place goes to the first in line. Every
 * process runs it on the hour; each change happens once however many run.
 */
export async function releaseSilentTesters(
  ctx: ServiceContext,
  now = new Date(),
): Promise<InactivitySweep> {
  const total: InactivitySweep = { reminded: 0, released: 0, promoted: 0 };
  for (const listingId of await listingsWithSilentTesters(ctx.db, now)) {
    const swept = await sweepListing(ctx, listingId, now);
    total.reminded += swept.reminded;
    total.released += swept.released;
    total.promoted += swept.promoted;
  }
  return total;
}
