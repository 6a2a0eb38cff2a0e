import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { interests } from '@/server/db/schema/interests.ts';
import {
  fillFreePlacesOf,
  movedUp,
  recordInterestChanges,
} from '@/server/features/interests/freed-places.ts';

type RecordedInterestChanges = Awaited<ReturnType<typeof recordInterestChanges>>;

/**
 * The signups a suspension takes back: a place held (Interested, Accepted) and a place in line
 * (Waitlisted), which would otherwise move up to a place no one can use. Declined and Released
 * signups hold nothing and stay, so a builder's decline still stands when the person returns.
 */
const LEFT_ON_SUSPENSION = ['Interested', 'Accepted', 'Waitlisted'] as const;

/**
 * Inside the suspension's transaction: the person leaves every other builder's listing as a
 * leave does (the signup goes, the place spell ends as 'left'), the waitlists move up, and the
 * promoted testers' notices are stored. Answers what `publishInterestChanges` announces.
 */
export async function freePlacesOf(
  tx: Database,
  personId: string,
): Promise<RecordedInterestChanges[]> {
  const left = await tx
    .delete(interests)
    .where(and(eq(interests.testerId, personId), inArray(interests.status, LEFT_ON_SUSPENSION)))
    .returning({ listingId: interests.listingId, status: interests.status });
  const promoted = await fillFreePlacesOf(
    tx,
    left.map((signup) => signup.listingId),
  );
  const changes: RecordedInterestChanges[] = [];
  for (const { listingId, status } of left) {
    changes.push(
      await recordInterestChanges(tx, {
        listingId,
        flagsOf: [personId],
        told: movedUp(promoted.filter((promotion) => promotion.listingId === listingId)),
        leftLine: status === 'Waitlisted',
      }),
    );
  }
  return changes;
}
