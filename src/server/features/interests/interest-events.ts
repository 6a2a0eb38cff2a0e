import type { Database } from '@/server/db/client.ts';
import { insertNotifications } from '@/server/features/notifications/notify.ts';
import type { BusEvent } from '@/server/lib/event-bus.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import { interestNotices, type NoticeListing, type ToldTester } from './interest-notices.ts';
import { type Promotion, waitingTesters } from './places.ts';

/** Testers whose standing on one listing changed, and whether their own flags did too. */
export interface InterestChanges {
  listingId: string;
  /** Joined or left: the listing's flags they see changed. */
  flagsOf?: string[];
  /** Told on their sockets and in their notifications: a decision, a free place, a release. */
  told?: ToldTester[];
  /** Its name when the caller already read it, which saves reading it again. */
  listing?: NoticeListing;
  /**
   * Someone left the waitlist other than by moving up (they left, were decided about, deleted
   * their account): those behind them moved, as they do when anyone is promoted.
   */
  leftLine?: boolean;
}

/** What `recordInterestChanges` stored and found, for `publishInterestChanges` after commit. */
export interface RecordedInterestChanges {
  listingId: string;
  flagsOf: readonly string[];
  told: readonly ToldTester[];
  /** Testers still waiting whose place in line moved: their pages re-read it. */
  inLine: readonly string[];
  /** Who has a new notification. */
  notified: readonly string[];
  /** The tester who signed up just now, for those who act on a signup by any path. */
  joined?: string;
}

/** Testers who moved up from the waitlist, as news for them. */
export const movedUp = (promoted: readonly Promotion[]): ToldTester[] =>
  promoted.map(({ testerId }) => ({ testerId, status: 'Interested', news: 'promoted' }));

/**
 * Inside the change's transaction: stores what the testers and the builder are told of it, so a
 * change and its notifications commit together or not at all, and finds who still waits in a
 * line that moved. Answers everything `publishInterestChanges` announces.
 */
export async function recordInterestChanges(
  tx: Database,
  { listingId, flagsOf = [], told = [], listing, leftLine = false }: InterestChanges,
): Promise<RecordedInterestChanges> {
  const notices = await interestNotices(tx, listingId, told, listing);
  const notified = await insertNotifications(tx, notices);
  // Positions are counted when read, so only the waiting testers' open pages need telling; those
  // ahead of the change re-read a place that stayed, which costs less than sorting out who is
  // behind it.
  const moved = leftLine || told.some((tester) => tester.news === 'promoted');
  const inLine = moved ? await waitingTesters(tx, listingId) : [];
  return { listingId, flagsOf, told, inLine, notified };
}

/**
 * After commit: the listing's counts and places, the testers' flags and their open pages, and
 * the bells of those `recordInterestChanges` notified. Only the process that made the change
 * calls this, so each change is announced once however many processes run, in one publish.
 */
export async function publishInterestChanges(
  { bus }: Pick<ServiceContext, 'bus'>,
  { listingId, flagsOf, told, inLine, notified, joined }: RecordedInterestChanges,
): Promise<void> {
  const events: BusEvent[] = [{ type: 'listing_changed', listingId, pages: false }];
  if (joined) events.push({ type: 'tester_joined', testerId: joined, listingId });
  for (const userId of flagsOf) events.push({ type: 'viewer_flags_changed', userId });
  for (const { testerId, status, news } of told) {
    // Accepted or not decides who may read the access instructions; a reminder changes neither.
    if (news !== 'reminded') events.push({ type: 'viewer_flags_changed', userId: testerId });
    events.push({ type: 'interest_changed', testerId, listingId, status });
  }
  for (const testerId of inLine)
    events.push({ type: 'interest_changed', testerId, listingId, status: 'Waitlisted' });
  for (const userId of notified) events.push({ type: 'notifications_changed', userId });
  await bus.publish(...events);
}
