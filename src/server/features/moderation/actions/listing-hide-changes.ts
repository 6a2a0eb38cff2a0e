import { and, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { type ListingHideRow, listingHides } from '@/server/db/schema/moderation.ts';
import { users } from '@/server/db/schema/users.ts';
import { badRequest, conflict } from '@/server/lib/app-error.ts';

/**
 * The listing's hide, locked for the rest of the transaction so two admins answering one appeal
 * (or an appeal arriving meanwhile) take turns; refused when the listing is not hidden.
 */
async function lockedHide(tx: Database, listingId: string): Promise<ListingHideRow> {
  const [hide] = await tx
    .select()
    .from(listingHides)
    .where(eq(listingHides.listingId, listingId))
    .for('update');
  if (!hide) throw conflict('listing_not_hidden', 'This listing is not hidden');
  return hide;
}

/**
 * Hides the listing for a moderation reason. A hide already there (a suspension's, or an earlier
 * one) takes the new cause and reason, and the builder may appeal this one afresh.
 */
export async function hideListing(
  tx: Database,
  listingId: string,
  hide: { reason: string; adminId: string; at: Date },
): Promise<void> {
  await tx.update(listings).set({ hiddenAt: hide.at }).where(eq(listings.id, listingId));
  const fresh = {
    cause: 'moderation' as const,
    reason: hide.reason,
    hiddenAt: hide.at,
    hiddenById: hide.adminId,
    appeal: null,
    appealedAt: null,
    appealRejectedAt: null,
  };
  await tx
    .insert(listingHides)
    .values({ listingId, ...fresh })
    .onConflictDoUpdate({ target: listingHides.listingId, set: fresh });
}

/**
 * Shows the listing again, unless its builder is suspended now: then it stays hidden for the
 * suspension, and comes back when that is lifted. Answers whether it stays hidden.
 */
export async function restoreListing(
  tx: Database,
  listing: { id: string; builderId: string },
  at: Date,
): Promise<{ stillSuspended: boolean }> {
  await lockedHide(tx, listing.id);
  const [suspended] = await tx
    .select({ reason: users.suspensionReason })
    .from(users)
    .where(
      and(
        eq(users.id, listing.builderId),
        isNotNull(users.suspendedAt),
        or(isNull(users.suspendedUntil), gt(users.suspendedUntil, at)),
      ),
    );
  if (suspended) {
    await tx
      .update(listingHides)
      .set({ cause: 'suspension', reason: suspended.reason ?? 'The builder is suspended' })
      .where(eq(listingHides.listingId, listing.id));
    return { stillSuspended: true };
  }
  await tx.delete(listingHides).where(eq(listingHides.listingId, listing.id));
  await tx.update(listings).set({ hiddenAt: null }).where(eq(listings.id, listing.id));
  return { stillSuspended: false };
}

/** Keeps the listing hidden after reading its appeal: the builder's one appeal is spent. */
export async function rejectAppeal(tx: Database, listingId: string, at: Date): Promise<void> {
  const hide = await lockedHide(tx, listingId);
  if (!hide.appealedAt || hide.appealRejectedAt)
    throw badRequest('action_not_allowed', 'This listing has no appeal waiting for an answer');
  await tx
    .update(listingHides)
    .set({ appealRejectedAt: at })
    .where(eq(listingHides.listingId, listingId));
}
