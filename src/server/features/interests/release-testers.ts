import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { movedUp, type RecordedInterestChanges, recordInterestChanges } from './interest-events.ts';
import { fillFreedPlaces, type LockedListing, type Promotion } from './places.ts';

export interface ReleasedTesters {
  released: string[];
  promoted: Promotion[];
  /** For `publishInterestChanges` once the caller's transaction commits. */
  recorded: RecordedInterestChanges;
}

/**
 * Releases Accepted testers of the listing for a reason another feature decided (a test cycle's
 * missed days), as a release for silence does: in the caller's transaction, under the listing's
 * lock the caller holds. Only those still Accepted are released, so a second run releases no one
 * twice; their places go to the first in line, and the released and the promoted are told, with
 * the reason, in the same transaction.
 */
export async function releaseTesters(
  tx: Database,
  listing: LockedListing,
  testerIds: readonly string[],
  reason: string,
): Promise<ReleasedTesters> {
  const released =
    testerIds.length === 0
      ? []
      : await tx
          .update(interests)
          .set({ status: 'Released', reason, remindedAt: null })
          .where(
            and(
              eq(interests.listingId, listing.id),
              eq(interests.status, 'Accepted'),
              inArray(interests.testerId, [...testerIds]),
            ),
          )
          .returning({ testerId: interests.testerId });
  const promoted = released.length > 0 ? await fillFreedPlaces(tx, listing) : [];
  const recorded = await recordInterestChanges(tx, {
    listingId: listing.id,
    listing: { name: listing.name },
    told: [
      ...released.map(({ testerId }) => ({
        testerId,
        status: 'Released' as const,
        news: 'released' as const,
        reason,
      })),
      ...movedUp(promoted),
    ],
  });
  return { released: released.map(({ testerId }) => testerId), promoted, recorded };
}
