import { format, formatDistanceToNow, isValid, min } from 'date-fns';

/** The product's one date style, e.g. "Nov 23, 2026", for "Posted", "Joined" and "Saved". */
export function formatDate(iso: string): string {
  return format(new Date(iso), 'MMM d, yyyy');
}

/**
 * "3 days ago", the spec's relative style, for every screen. A missing or unreadable date says
 * "Unknown" rather than "Invalid Date" or a throw; a server clock slightly ahead of the browser's
 * would read "in a few seconds", so the future is clamped to now.
 */
export function formatTimeAgo(value: string | null | undefined): string {
  if (!value) return 'Unknown';
  const date = new Date(value);
  return isValid(date)
    ? formatDistanceToNow(min([date, new Date()]), { addSuffix: true })
    : 'Unknown';
}
