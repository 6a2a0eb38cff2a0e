import type { NotificationDraft } from '@/server/features/notifications/notify.ts';
import type { CalendarDate } from '@/shared/cycles/cycle-day-types.ts';
import { lastDateOf } from '@/shared/cycles/cycle-days.ts';
import { clientRoutes } from '@/shared/routes.ts';
import type { CountAlert } from './cycle-sweep-plan.ts';
import type { SweptTester } from './cycle-sweep-testers.ts';
import type { CycleRow } from './cycle-view.ts';

/** Why the place went, as the tester reads it on My Demos and in the notice of the release. */
export const missedDaysReleaseReason = (limit: number) =>
  `Released after ${limit} missed days in the test cycle`;

/** Names enough to act on; the cycle page lists everyone. */
const NAMES_SHOWN = 5;

function namesOf(testers: readonly SweptTester[]): string {
  const names = testers
    .map((tester) => tester.name)
    .sort((a, b) => a.localeCompare(b, 'en'))
    .slice(0, NAMES_SHOWN);
  const more = testers.length - names.length;
  return more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
}

const testersWord = (count: number) => (count === 1 ? '1 tester' : `${count} testers`);

/** "9 April": the cycle's date as people say it, with no zone to shift it. */
const spokenDate = (date: CalendarDate) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

export function missedDaysDraft(
  cycle: CycleRow,
  listingName: string,
  tester: SweptTester,
): NotificationDraft {
  const limit = cycle.missedDaysLimit;
  const body =
    limit === null
      ? 'Check in today: each day you check in counts for the test cycle.'
      : tester.missedInARow === limit - 1
        ? 'Check in today to keep your place: one more missed day and it goes to the next tester in line.'
        : `Check in today to keep your place in the test cycle: after ${limit} missed days in a row it goes to the next tester in line.`;
  return {
    userId: tester.testerId,
    type: 'cycle_reminder',
    title: `You have not checked in to ${listingName} for ${tester.missedInARow} days`,
    body,
    link: clientRoutes.myDemos,
  };
}

export function eveningDraft(
  cycle: CycleRow,
  listingName: string,
  tester: SweptTester,
): NotificationDraft {
  return {
    userId: tester.testerId,
    type: 'cycle_reminder',
    title: `Check in to ${listingName} today`,
    body: `You have not checked in yet today. Today ends at midnight, ${cycle.timeZone} time.`,
    link: clientRoutes.myDemos,
  };
}

export function alertDraft(
  cycle: CycleRow,
  listing: { name: string; builderId: string },
  alert: CountAlert,
): NotificationDraft {
  const required = cycle.testersRequired;
  const about = { userId: listing.builderId, type: 'cycle_alert' as const };
  const link = clientRoutes.cycle(cycle.id);
  const inARow = `${cycle.lengthDays} days in a row`;
  if (alert.kind === 'count_at_risk')
    return {
      ...about,
      link,
      title: `${listing.name}’s test cycle may fall under ${required} testers`,
      body: `${testersWord(alert.atRisk.length)} missed yesterday: ${namesOf(alert.atRisk)}. If they drop, fewer than ${required} testers can stay opted in for ${inARow}.`,
    };
  const gone = alert.gone.length > 0 ? `No longer opted in: ${namesOf(alert.gone)}. ` : '';
  return {
    ...about,
    link,
    title: `${listing.name}’s test cycle fell under ${required} testers`,
    body: `${gone}${testersWord(alert.counting)} can still be opted in for ${inARow} by ${spokenDate(lastDateOf(cycle))}, and ${required} are needed. Accept testers from the waitlist, or extend the cycle.`,
  };
}
