import type { EventBus } from '@/server/lib/event-bus.ts';
import type { InterestStatus } from '@/shared/constants.ts';

/** Testers whose standing on one listing changed, and whether their own flags did too. */
export interface InterestChanges {
  softwareId: string;
  /** Joined or left: the listing's flags they see changed. */
  flagsOf?: string[];
  /** Told on their sockets: a decision about them, or a place that opened. */
  told?: { testerId: string; status: InterestStatus }[];
}

/** After commit: the listing's counts and places, the testers' flags and their open pages. */
export async function announceInterestChanges(
  bus: EventBus,
  { softwareId, flagsOf = [], told = [] }: InterestChanges,
): Promise<void> {
  await bus.publish({ type: 'listing_changed', softwareId, pages: false });
  for (const userId of flagsOf) await bus.publish({ type: 'viewer_flags_changed', userId });
  for (const { testerId, status } of told) {
    // Accepted or not decides who may read the access instructions.
    await bus.publish({ type: 'viewer_flags_changed', userId: testerId });
    await bus.publish({ type: 'interest_changed', testerId, softwareId, status });
  }
}
