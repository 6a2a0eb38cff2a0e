import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { testCycles } from '@/server/db/schema/cycles.ts';
import { cycleInvitations } from '@/server/db/schema/matching.ts';
import { users } from '@/server/db/schema/users.ts';
import {
  type ListingReadContext,
  readListingJson,
} from '@/server/features/listings/browse/listing-reads.ts';
import { AppError, conflict, notFound } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';

/** The newest this many: a tester's list of invitations, not an archive. */
const INVITATIONS_SHOWN = 50;

/** A listing hidden or removed since the invitation leaves it out of the list. */
async function listingJsonOrNull(reads: ListingReadContext, listingId: string, viewerId: string) {
  try {
    return await readListingJson(reads, listingId, viewerId);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) return null;
    throw err;
  }
}

/**
 * The tester's invitations, pending first, newest first within each, as JSON in the contract's
 * shape: each listing as the tester sees it anywhere, from the listing cache.
 */
export async function listMyInvitationsJson(
  reads: ListingReadContext,
  testerId: string,
): Promise<string> {
  const rows = await reads.db
    .select({
      invitation: cycleInvitations,
      listingId: testCycles.listingId,
      builder: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
        businessName: users.businessName,
        website: users.website,
      },
    })
    .from(cycleInvitations)
    .innerJoin(testCycles, eq(testCycles.id, cycleInvitations.cycleId))
    .innerJoin(users, eq(users.id, cycleInvitations.builderId))
    .where(eq(cycleInvitations.testerId, testerId))
    .orderBy(
      sql`${cycleInvitations.status} <> 'Pending'`,
      desc(cycleInvitations.createdAt),
      desc(cycleInvitations.id),
    )
    .limit(INVITATIONS_SHOWN);
  const listingIds = [...new Set(rows.map((row) => row.listingId))];
  const listingJson = new Map(
    await Promise.all(
      listingIds.map(async (id) => [id, await listingJsonOrNull(reads, id, testerId)] as const),
    ),
  );
  const items = rows.flatMap(({ invitation, listingId, builder }) => {
    const listing = listingJson.get(listingId);
    if (!listing) return [];
    const { id, cycleId, message, status, createdAt } = invitation;
    const head = JSON.stringify({ id, cycleId, builder, message, status });
    return [
      `${head.slice(0, -1)},"createdAt":${JSON.stringify(createdAt.toISOString())},"listing":${listing}}`,
    ];
  });
  return `[${items.join(',')}]`;
}

/** The tester accepts (then joins from the listing) or ignores an invitation, once. */
export async function answerInvitation(
  { db, clock }: ServiceContext,
  testerId: string,
  invitationId: string,
  status: 'Accepted' | 'Ignored',
): Promise<void> {
  const mine = and(eq(cycleInvitations.id, invitationId), eq(cycleInvitations.testerId, testerId));
  const answered = await db
    .update(cycleInvitations)
    .set({ status, answeredAt: clock.now() })
    .where(and(mine, eq(cycleInvitations.status, 'Pending')))
    .returning({ id: cycleInvitations.id });
  if (answered.length > 0) return;
  const [existing] = await db
    .select({ id: cycleInvitations.id })
    .from(cycleInvitations)
    .where(mine);
  // Someone else's invitation is as unknown to the tester as one that never was.
  if (!existing) throw notFound('invitation_not_found', 'Invitation not found');
  throw conflict('invitation_answered', 'You already answered this invitation');
}

/**
 * A tester who signed up to a listing, by an invitation or not, has answered its cycles'
 * invitations: those still pending become Accepted.
 */
export async function acceptInvitationsOnSignup(
  db: Database,
  testerId: string,
  listingId: string,
  now: Date,
): Promise<void> {
  const signedUpCycles = db
    .select({ id: testCycles.id })
    .from(testCycles)
    .where(eq(testCycles.listingId, listingId));
  await db
    .update(cycleInvitations)
    .set({ status: 'Accepted', answeredAt: now })
    .where(
      and(
        eq(cycleInvitations.testerId, testerId),
        eq(cycleInvitations.status, 'Pending'),
        inArray(cycleInvitations.cycleId, signedUpCycles),
      ),
    );
}
