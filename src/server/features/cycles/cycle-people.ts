import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';

/**
 * Whose open pages show a listing's cycles: its builder and every tester with a signup, who may
 * all read them (decision 026). The socket tells them a cycle changed; each re-reads what they may.
 */
export async function findCyclePeople(db: Database, listingId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: listings.builderId })
    .from(listings)
    .where(eq(listings.id, listingId))
    .unionAll(
      db
        .select({ userId: interests.testerId })
        .from(interests)
        .where(eq(interests.listingId, listingId)),
    );
  return rows.map((row) => row.userId);
}
