import { notify } from '@/server/features/notifications/notify.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import { interestNotices, type Joined, type ToldTester } from './interest-notices.ts';
import type { Promotion } from './places.ts';

/** Testers whose standing on one listing changed, and whether their own flags did too. */
export interface InterestChanges {
  softwareId: string;
  /** Joined or left: the listing's flags they see changed. */
  flagsOf?: string[];
  /** Told on their sockets and in their notifications: a decision, a free place, a release. */
  told?: ToldTester[];
  /** A new signup, which the builder hears of. */
  joined?: Joined;
}

/** Testers who moved up from the waitlist, as news for them. */
export const movedUp = (promoted: readonly Promotion[]): ToldTester[] =>
  promoted.map(({ testerId }) => ({ testerId, status: 'Interested', news: 'promoted' }));

/**
 * After commit: the listing's counts and places, the testers' flags and their open pages, and
 * everyone's notifications. Only the process that made the change calls this, so each change
 * is one notification however many processes run.
 */
export async function announceInterestChanges(
  ctx: ServiceContext,
  { softwareId, flagsOf = [], told = [], joined }: InterestChanges,
): Promise<void> {
  const { bus } = ctx;
  await bus.publish({ type: 'listing_changed', softwareId, pages: false });
  for (const userId of flagsOf) await bus.publish({ type: 'viewer_flags_changed', userId });
  for (const { testerId, status } of told) {
    // Accepted or not decides who may read the access instructions.
    await bus.publish({ type: 'viewer_flags_changed', userId: testerId });
    await bus.publish({ type: 'interest_changed', testerId, softwareId, status });
  }
  await notify(ctx, await interestNotices(ctx.db, softwareId, told, joined));
}
