import { format } from 'date-fns';

/** A date with its time, e.g. "Nov 23, 2026, 14:05": the queue and the log say when exactly. */
export function formatMoment(iso: string): string {
  return format(new Date(iso), 'MMM d, yyyy, HH:mm');
}
