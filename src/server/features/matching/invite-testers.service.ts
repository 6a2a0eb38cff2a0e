import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { cycleInvitations } from '@/server/db/schema/matching.ts';
import {
  announceNotifications,
  insertNotifications,
} from '@/server/features/notifications/notify.ts';
import { TooManyRequestsError } from '@/server/lib/app-error.ts';
import { formatWait } from '@/server/lib/format-wait.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import {
  INVITATIONS_PER_DAY,
  type InviteTestersBody,
  type InviteTestersResult,
} from '@/shared/contracts/matching.ts';
import { fullName, type NamedPerson } from '@/shared/person-name.ts';
import { countOf } from '@/shared/plural.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { type EligibleTester, eligibleTesters } from './eligible-testers.ts';
import { type InvitingCycle, invitingCycle } from './inviting-cycle.ts';

const DAY_MS = 86_400_000;

/** Sets the builder's invitation lock apart from every other advisory lock of the product. */
const INVITATION_LOCK_CLASS = 5_170_245;

/** The builder's invitations of the last day ran out: when enough of them age out, and why. */
class InvitationLimitError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number, left: number) {
    super(retryAfterSeconds, 'invitations');
    const wait = formatWait(retryAfterSeconds);
    this.message =
      left === 0
        ? `You have sent the ${INVITATIONS_PER_DAY} invitations a day allows: try again in ${wait}`
        : `You can send ${countOf(left, 'more invitation', 'more invitations')} today (${INVITATIONS_PER_DAY} a day): pick fewer testers, or try again in ${wait}`;
  }
}

/**
 * Under the builder's lock, so two sends at once cannot both fit under the limit: the day's
 * invitations are counted on the app's clock, and those past the limit refuse the whole send.
 */
async function assertRoomFor(tx: Database, builderId: string, count: number, now: Date) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${INVITATION_LOCK_CLASS}, hashtext(${builderId}))`,
  );
  const sent = await tx
    .select({ createdAt: cycleInvitations.createdAt })
    .from(cycleInvitations)
    .where(
      and(
        eq(cycleInvitations.builderId, builderId),
        gt(cycleInvitations.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .orderBy(asc(cycleInvitations.createdAt));
  const over = sent.length + count - INVITATIONS_PER_DAY;
  if (over <= 0) return;
  // The send fits once the `over` oldest of the day have aged out.
  const freedAt = (sent[over - 1]?.createdAt.getTime() ?? now.getTime()) + DAY_MS;
  const left = Math.max(0, INVITATIONS_PER_DAY - sent.length);
  throw new InvitationLimitError((freedAt - now.getTime()) / 1000, left);
}

const invitationDraft = (
  cycle: InvitingCycle,
  builder: NamedPerson & { id: string },
  message: string,
  { tester }: EligibleTester,
) => ({
  userId: tester.id,
  type: 'invitation' as const,
  title: `${fullName(builder) || 'A builder'} invites you to test ${cycle.listingName}`,
  body: message || null,
  link: clientRoutes.myDemos,
  actorId: builder.id,
});

/**
 * The builder invites testers to their cycle. Those who may not be invited (not a tester, not
 * taking invitations, invited already, signed up already, no device that fits) are skipped, not
 * refused, so one stale row in the builder's list does not cost the others their invitation.
 */
export async function inviteTesters(
  ctx: ServiceContext,
  builder: NamedPerson & { id: string },
  cycleId: string,
  { testerIds, message }: InviteTestersBody,
): Promise<InviteTestersResult> {
  const now = ctx.clock.now();
  const cycle = await invitingCycle(ctx.db, builder.id, cycleId, now);
  const asked = [...new Set(testerIds)];
  const { invited, notified } = await ctx.db.transaction(async (tx) => {
    const eligible = await eligibleTesters(tx, cycle, asked);
    if (eligible.length === 0) return { invited: [] as string[], notified: [] as string[] };
    await assertRoomFor(tx, builder.id, eligible.length, now);
    const rows = await tx
      .insert(cycleInvitations)
      .values(
        eligible.map(({ tester }) => ({
          cycleId,
          testerId: tester.id,
          builderId: builder.id,
          message,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ testerId: cycleInvitations.testerId });
    const stored = new Set(rows.map((row) => row.testerId));
    const drafts = eligible
      .filter(({ tester }) => stored.has(tester.id))
      .map((tester) => invitationDraft(cycle, builder, message, tester));
    return { invited: [...stored], notified: await insertNotifications(tx, drafts) };
  });
  await announceNotifications(ctx, notified);
  const invitedSet = new Set(invited);
  return {
    invited: asked.filter((id) => invitedSet.has(id)),
    skipped: asked.filter((id) => !invitedSet.has(id)),
  };
}
