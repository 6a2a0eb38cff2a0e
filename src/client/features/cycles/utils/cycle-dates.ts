import { format } from 'date-fns';
import { daysBetween } from '@/shared/cycles/calendar-dates.ts';

/**
 * A cycle date (`YYYY-MM-DD` on the cycle's calendar) as a local date to format: it names a day,
 * not an instant, so no zone may move it.
 */
function calendarDay(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** "Mar 12, 2027", the product's date style, for a cycle's dates. */
export const formatCycleDate = (date: string) => format(calendarDay(date), 'MMM d, yyyy');

/** "12 March", for the outlook's sentences. */
export const formatDayMonth = (date: string) => format(calendarDay(date), 'd MMMM');

/** "3/12", as the grid's narrow column headers print a date. */
export const formatShortDate = (date: string) => format(calendarDay(date), 'M/d');

/** Cycle days still to come after `today`, up to and including `lastDate`. */
export const daysAfter = (today: string, lastDate: string) =>
  Math.max(0, daysBetween(today, lastDate));
