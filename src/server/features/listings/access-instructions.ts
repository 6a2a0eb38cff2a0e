import { and, eq, exists, or } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';

/**
 * A listing's access instructions, read with the right to them: for its builder, or a tester
 * whose signup is Accepted in the database now; undefined for anyone else. The viewer's cached
 * flags only say whether to ask: they may lag a leave or a decline made in another process, and
 * the instructions must not outlive the place (decision record 018).
 */
export async function findAccessInstructions(
  db: Database,
  listingId: string,
  viewerId: string,
): Promise<{ accessInstructions: string | null } | undefined> {
  const accepted = db
    .select()
    .from(interests)
    .where(
      and(
        eq(interests.listingId, listings.id),
        eq(interests.testerId, viewerId),
        eq(interests.status, 'Accepted'),
      ),
    );
  const [row] = await db
    .select({ accessInstructions: listings.accessInstructions })
    .from(listings)
    .where(and(eq(listings.id, listingId), or(eq(listings.builderId, viewerId), exists(accepted))));
  return row;
}
