import {
  publishInterestChanges,
  releaseTesters,
  tryLockListing,
} from '@/server/features/interests/freed-places.ts';
import { announceNotifications } from '@/server/features/notifications/notify.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import { type CycleNotice, claimNotices } from './cycle-sweep-notices.ts';
import { planAlert, planTesters, type SweepMoment } from './cycle-sweep-plan.ts';
import { readSweptTesters } from './cycle-sweep-testers.ts';
import {
  alertDraft,
  eveningDraft,
  missedDaysDraft,
  missedDaysReleaseReason,
} from './cycle-sweep-texts.ts';
import type { CycleRow } from './cycle-view.ts';
import { closeLeftPeriods } from './opt-in-periods.ts';

/** What one run did, for the log. */
export interface CycleSweep {
  released: number;
  promoted: number;
  reminded: number;
  alerted: number;
}

export const NOTHING_SWEPT: CycleSweep = { released: 0, promoted: 0, reminded: 0, alerted: 0 };

/**
 * One running cycle's releases, reminders and warning, in one transaction under its listing's
 * lock. The lock is taken with SKIP LOCKED, as the silent-tester sweep takes it: whoever holds it
 * is another process's run doing this cycle's work, or a join or a decision, and the next run
 * finds what is still due. Releases are conditional on the signup still being Accepted, and each
 * notice is claimed by its row, so a run after another changes nothing and tells no one twice.
 */
export async function sweepCycle(
  ctx: ServiceContext,
  cycle: CycleRow,
  moment: SweepMoment,
): Promise<CycleSweep> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const listing = await tryLockListing(tx, cycle.listingId);
    if (!listing) return null;
    const testers = await readSweptTesters(tx, cycle, moment.today, moment.now);
    const plan = planTesters(cycle, testers, moment);

    const releases =
      plan.release.length > 0 && cycle.missedDaysLimit !== null
        ? await releaseTesters(
            tx,
            listing,
            plan.release.map((tester) => tester.testerId),
            missedDaysReleaseReason(cycle.missedDaysLimit),
          )
        : null;
    const released = new Set(releases?.released);
    // Those released now, and any whose leaving no process has written yet, leave today.
    const periodsClosed = await closeLeftPeriods(tx, cycle, moment.now);
    // The released count as gone from today on, whether or not their leaving is written yet.
    const remaining = testers.map((tester) =>
      released.has(tester.testerId)
        ? { ...tester, period: { ...tester.period, leftOn: moment.today } }
        : tester,
    );
    const alert = planAlert(cycle, remaining, moment);

    const notices: CycleNotice[] = [
      // The release's own notice (interests') tells them; this row records it for the cycle.
      ...[...released].map((userId) => ({ userId, kind: 'released_for_misses' as const })),
      ...plan.missedDays.map((tester) => ({
        userId: tester.testerId,
        kind: 'missed_days' as const,
        draft: missedDaysDraft(cycle, listing.name, tester),
      })),
      ...plan.evening.map((tester) => ({
        userId: tester.testerId,
        kind: 'check_in_evening' as const,
        draft: eveningDraft(cycle, listing.name, tester),
      })),
      ...(alert
        ? [
            {
              userId: listing.builderId,
              kind: alert.kind,
              draft: alertDraft(cycle, listing, alert),
            },
          ]
        : []),
    ];
    const told = await claimNotices(tx, cycle.id, moment.today, notices);
    return { releases, told, periodsClosed };
  });
  if (!outcome) return NOTHING_SWEPT;

  const { releases, told, periodsClosed } = outcome;
  if (releases && releases.released.length > 0)
    await publishInterestChanges(ctx, releases.recorded);
  await announceNotifications(ctx, told.notified);
  const changed =
    told.claimed.length > 0 || (releases?.released.length ?? 0) > 0 || periodsClosed.length > 0;
  if (changed)
    await ctx.bus.publish({ type: 'cycle_changed', cycleId: cycle.id, listingId: cycle.listingId });
  const kinds = told.claimed.map((notice) => notice.kind);
  return {
    released: releases?.released.length ?? 0,
    promoted: releases?.promoted.length ?? 0,
    reminded: kinds.filter((kind) => kind === 'missed_days' || kind === 'check_in_evening').length,
    alerted: kinds.filter((kind) => kind === 'count_at_risk' || kind === 'count_fell').length,
  };
}
