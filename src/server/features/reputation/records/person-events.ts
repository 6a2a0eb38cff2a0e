import type { RecordEvent } from '@/shared/contracts/reputation.ts';
import { type Figure, figureOf } from '@/shared/contracts/reputation-rules.ts';

/** The figures of both records, as their events name them. */
export type FigureKey =
  | 'tester.betasHeld'
  | 'tester.cyclesHeld'
  | 'tester.checkIns'
  | 'tester.releasedForSilence'
  | 'tester.reports.filed'
  | 'tester.reports.acknowledged'
  | 'tester.reports.fixed'
  | 'tester.reports.duplicate'
  | 'tester.fixesVerified'
  | 'tester.rating'
  | 'builder.firstAnswerHours'
  | 'builder.answeredInTime'
  | 'builder.resolvedWithReason'
  | 'builder.messagesAnswered'
  | 'builder.cyclesCompleted'
  | 'builder.rating';

/**
 * One event behind a figure, for whom it counts. A record is computed from these and nothing
 * else, and the events endpoint shows these very events, so a number and its trace agree.
 * `value` is what a median or an average is taken of (hours, stars).
 */
export interface PersonEvent {
  userId: string;
  figure: FigureKey;
  listingId: string | null;
  listingName: string | null;
  label: string;
  sourceId: string | null;
  at: Date;
  counts: boolean;
  value?: number;
}

/** One person's events, by figure. */
export type EventsByFigure = (figure: FigureKey) => PersonEvent[];

export function eventsOf(events: PersonEvent[], userId: string): EventsByFigure {
  const mine = events.filter((event) => event.userId === userId);
  return (figure) => mine.filter((event) => event.figure === figure);
}

/** The share of events that count, over all of them. */
export function shareOf(events: PersonEvent[]): Figure {
  const counting = events.filter((event) => event.counts).length;
  return figureOf(events.length > 0 ? counting / events.length : null, events.length);
}

const valuesOf = (events: PersonEvent[]) => events.map((event) => event.value ?? 0);

/** The median of the events' values; the mean of the middle two for an even count. */
export function medianOf(events: PersonEvent[]): Figure {
  const sorted = valuesOf(events).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length === 0
      ? null
      : sorted.length % 2 === 1
        ? (sorted[middle] as number)
        : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return figureOf(median, events.length);
}

export function averageOf(events: PersonEvent[]): Figure {
  const values = valuesOf(events);
  const sum = values.reduce((total, value) => total + value, 0);
  return figureOf(values.length > 0 ? sum / values.length : null, values.length);
}

/** How an event is shown: without whom it is for and the value inside its label. */
export const recordEventOf = (event: PersonEvent): RecordEvent => ({
  figure: event.figure,
  listingId: event.listingId,
  listingName: event.listingName,
  label: event.label,
  sourceId: event.sourceId,
  at: event.at.toISOString(),
  counts: event.counts,
});

const HOUR_MS = 3_600_000;
export const hoursBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / HOUR_MS;

/** "3 hours", "1 day": how long something took, for a label. */
export function durationWords(hours: number): string {
  if (hours < 1) return 'under an hour';
  if (hours < 48) {
    const whole = Math.round(hours);
    return `${whole} ${whole === 1 ? 'hour' : 'hours'}`;
  }
  return `${Math.round(hours / 24)} days`;
}
