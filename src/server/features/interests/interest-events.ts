import type { Database } from '@/server/db/client.ts';
import { insertNotifications } from '@/server/features/notifications/notify.ts';
import type { BusEvent } from '@/server/lib/event-bus.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import {
  interestNotices,
  type Joined,
  type NoticeListing,
  type ToldTester,
} from './interest-notices.ts';
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
  /** Its name and builder when the caller already read them, which saves reading them again. */
  listing?: NoticeListing;
  /** Testers still waiting whose place in line moved (`movedInLine`): their pages re-read it. */
  inLine?: readonly string[];
}

/** Testers who moved up from the waitlist, as news for them. */
export const movedUp = (promoted: readonly Promotion[]): ToldTester[] =>
  promoted.map(({ testerId }) => ({ testerId, status: 'Interested', news: 'promoted' }));

/**
 * Inside the change's transaction: what the testers and the builder are told of it, stored with
 * it, so a change and its notifications commit together or not at all. Answers who has something
 * new to see, for `publishInterestChanges`.
 */
export async function storeInterestNotices(
  tx: Database,
  { softwareId, told = [], joined, listing }: InterestChanges,
): Promise<string[]> {
  return insertNotifications(tx, await interestNotices(tx, softwareId, told, joined, listing));
}

/**
 * After commit: the listing's counts and places, the testers' flags and their open pages, and
 * the bells of those `storeInterestNotices` told. Only the process that made the change calls
 * this, so each change is announced once however many processes run, in one publish.
 */
export async function publishInterestChanges(
  { bus }: Pick<ServiceContext, 'bus'>,
  { softwareId, flagsOf = [], told = [], inLine = [] }: InterestChanges,
  notified: readonly string[],
): Promise<void> {
  const events: BusEvent[] = [{ type: 'listing_changed', softwareId, pages: false }];
  for (const userId of flagsOf) events.push({ type: 'viewer_flags_changed', userId });
  for (const { testerId, status } of told) {
    // Accepted or not decides who may read the access instructions.
    events.push({ type: 'viewer_flags_changed', userId: testerId });
    events.push({ type: 'interest_changed', testerId, softwareId, status });
  }
  for (const testerId of inLine)
    events.push({ type: 'interest_changed', testerId, softwareId, status: 'Waitlisted' });
  for (const userId of notified) events.push({ type: 'notifications_changed', userId });
  await bus.publish(...events);
}
