/** A notification's words as stored: the newest event's, and the group's summary if it has one. */
export interface StoredTexts {
  title: string;
  body: string | null;
  summary: string | null;
}

/** "3 new reports on Tidewater": how many, then what the group's summary says they are. */
const foldedTitle = (count: number, summary: string) => `${count} ${summary}`;

/**
 * What a notification says of `count` events: one says its own words; several of a group with a
 * summary say their count, the newest one's title below it, so a flood reads as one line.
 */
export function shownTexts(
  { title, body, summary }: StoredTexts,
  count: number,
): { title: string; body: string | null } {
  if (count > 1 && summary) return { title: foldedTitle(count, summary), body: `Latest: ${title}` };
  return { title, body };
}
