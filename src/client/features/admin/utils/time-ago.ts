import { formatDistanceToNow, isValid } from 'date-fns';

/**
 * "3 days ago", the spec's relative style. A missing or unreadable date says "Unknown" rather
 * than "Invalid Date" or a throw, since old accounts may carry anything.
 */
export function timeAgo(value: string | null | undefined): string {
  if (!value) return 'Unknown';
  const date = new Date(value);
  return isValid(date) ? formatDistanceToNow(date, { addSuffix: true }) : 'Unknown';
}
