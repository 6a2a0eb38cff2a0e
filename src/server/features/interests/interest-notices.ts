import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { listingGroup, type NotificationDraft } from '@/server/features/notifications/notify.ts';
import type { InterestStatus } from '@/shared/constants.ts';
import { clientRoutes } from '@/shared/routes.ts';

/** Why a tester's standing changed without their doing, which decides what they are told. */
type News = 'decision' | 'promoted' | 'released' | 'reminded';

export interface ToldTester {
  testerId: string;
  status: InterestStatus;
  /** None: their pages re-read it, but nothing happened worth a notification. */
  news?: News;
  /** The builder's reason for a decision, or why a place was released. */
  reason?: string | null;
}

/** What a notice about a listing's signups says of the listing. */
export interface NoticeListing {
  name: string;
}

function testerDraft(listing: string, link: string, told: ToldTester): NotificationDraft | null {
  const about = { userId: told.testerId, link, body: told.reason ?? null };
  switch (told.news) {
    case undefined:
      return null;
    case 'decision':
      if (told.status === 'Accepted')
        return { ...about, type: 'decision', title: `You were accepted into ${listing}` };
      if (told.status === 'Declined')
        return {
          ...about,
          type: 'decision',
          title: `Your request to test ${listing} was declined`,
        };
      return null;
    case 'promoted':
      return {
        ...about,
        type: 'waitlist_promoted',
        title: `A place opened on ${listing}: you moved up from the waitlist`,
      };
    case 'released':
      return { ...about, type: 'inactivity', title: `Your place on ${listing} was released` };
    case 'reminded':
      return {
        ...about,
        type: 'inactivity',
        title: `Are you still testing ${listing}?`,
        body: 'Tell the builder you are still testing, or send them a message, to keep your place.',
      };
  }
}

/**
 * What the builder's bell says of a new signup, with a place or in line. A signup that starts
 * Declined tells them nothing; the join statement leaves it out.
 */
export const joinedTitle = (name: string, listing: string, waitlisted: boolean): string =>
  waitlisted ? `${name} joined the waitlist for ${listing}` : `${name} joined ${listing}`;

/**
 * A listing's new signups fold into one notice while the builder has not read it ("5 new signups
 * on Tidewater"), so testers joining and leaving in a loop ring the bell once. The summary names
 * the listing as `listing` says it (the join statement passes `%s` and fills in the name).
 */
export const signupsFold = (listingId: string, listing: string) => ({
  groupKey: listingGroup('signups', listingId),
  summary: `new signups on ${listing}`,
});

/** What the testers are told about these changes to one listing's signups. */
export async function interestNotices(
  db: Database,
  listingId: string,
  told: readonly ToldTester[],
  known?: NoticeListing,
): Promise<NotificationDraft[]> {
  if (told.length === 0) return [];
  const [listing] = known
    ? [known]
    : await db.select({ name: listings.name }).from(listings).where(eq(listings.id, listingId));
  if (!listing) return [];
  const link = clientRoutes.listing(listingId);
  return told.flatMap((one) => testerDraft(listing.name, link, one) ?? []);
}
