import type { Figure } from './contracts/reputation-rules.ts';
import { countOf } from './plural.ts';

/** What a figure too young to mean anything says instead of a number. */
export const NEW_FIGURE = 'New';

/** A share as a whole percentage: "92%", or "New". */
export function shareText(figure: Figure): string {
  return figure.value === null ? NEW_FIGURE : `${Math.round(figure.value * 100)}%`;
}

/** A median time: "under an hour", "5 hours", "2 days", or "New". */
export function hoursText(figure: Figure): string {
  const hours = figure.value;
  if (hours === null) return NEW_FIGURE;
  if (hours < 1) return 'under an hour';
  if (hours < 48) return countOf(Math.round(hours), 'hour', 'hours');
  return countOf(Math.round(hours / 24), 'day', 'days');
}

/** An average of stars: "4.6 of 5", or "New". */
export function starsText(figure: Figure): string {
  return figure.value === null ? NEW_FIGURE : `${figure.value.toFixed(1)} of 5`;
}

/** What a figure rests on: "from 12 reports", "from 1 rating". */
export function basisText(figure: Figure, one: string, other: string): string {
  return `from ${countOf(figure.events, one, other)}`;
}
