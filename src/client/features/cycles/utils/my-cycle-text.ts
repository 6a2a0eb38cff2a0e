import { daysAfter, formatDayMonth } from '@/client/features/cycles/utils/cycle-dates.ts';
import type { CycleKind } from '@/shared/contracts/cycle-rules.ts';
import type { Cycle } from '@/shared/contracts/cycles.ts';
import type { CalendarDate } from '@/shared/cycles/cycle-day-types.ts';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** A cycle date as people say it, "2 March"; the year only when it is not this year's. */
export function cycleDateText(date: CalendarDate, today: CalendarDate): string {
  const year = date.slice(0, 4);
  return year === today.slice(0, 4) ? formatDayMonth(date) : `${formatDayMonth(date)} ${year}`;
}

export const cycleLength = (cycle: Pick<Cycle, 'lengthDays' | 'extensionDays'>) =>
  cycle.lengthDays + cycle.extensionDays;

/** Where the cycle is: "Starts on 2 March", "Day 3 of 14", "Ended on 16 March". */
export function cycleDayText(cycle: Cycle): string {
  if (cycle.status === 'Scheduled')
    return `Starts on ${cycleDateText(cycle.startDate, cycle.today)}`;
  if (cycle.status === 'Ended') return `Ended on ${cycleDateText(cycle.lastDate, cycle.today)}`;
  return `Day ${cycle.day ?? 1} of ${cycleLength(cycle)}`;
}

/** What is left of it: "11 days left", "Last day", or how long it will run before it starts. */
export function daysLeftText(cycle: Cycle, daysLeft: number): string | null {
  if (cycle.status === 'Scheduled') return `Runs for ${days(cycleLength(cycle))}`;
  if (cycle.status === 'Ended') return null;
  return daysLeft === 0 ? 'Last day' : `${days(daysLeft)} left`;
}

/** Cycle days after today, for a tester whose own days the server has not counted yet. */
export const daysLeftOf = (cycle: Cycle) =>
  cycle.status === 'Running' ? daysAfter(cycle.today, cycle.lastDate) : 0;

export const streakText = (streak: number) => `${days(streak)} in a row`;

/** Said while today's check-in is still open, after at least one missed day. */
export function missedText(missedInARow: number): string {
  const when = missedInARow === 1 ? 'yesterday' : `the last ${days(missedInARow)}`;
  return `You missed ${when}: check in today to keep your place.`;
}

/**
 * The cycle's limit, named once the tester is within two missed days of it: at the limit their
 * place goes to the next in line. Null while it is far, or when the cycle has none.
 */
export function missedLimitText(missedInARow: number, limit: number | null): string | null {
  if (limit === null || missedInARow === 0) return null;
  const missesLeft = limit - missedInARow;
  if (missesLeft > 2) return null;
  const rule = `This cycle gives your place to the next tester in line after ${days(limit)} missed in a row`;
  return missesLeft <= 1 ? `${rule}: miss today and it goes.` : `${rule}.`;
}

/** Whose account the store needs: Play's closed tests count Google accounts, not ours. */
export function storeEmailHint(kind: CycleKind): string {
  if (kind === 'PlayClosedTest')
    return 'Google Play needs the address of the Google account you opted in with, which may differ from your Beta Harbor address.';
  if (kind === 'TestFlight')
    return 'Use the address of the Apple Account you joined TestFlight with, which may differ from your Beta Harbor address.';
  return 'Use the address of the account you opted in with, which may differ from your Beta Harbor address.';
}
