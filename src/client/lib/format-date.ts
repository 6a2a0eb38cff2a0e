import { format } from 'date-fns';

/** The product's one date style, e.g. "Nov 23, 2026", for "Posted", "Joined" and "Saved". */
export function formatDate(iso: string): string {
  return format(new Date(iso), 'MMM d, yyyy');
}
