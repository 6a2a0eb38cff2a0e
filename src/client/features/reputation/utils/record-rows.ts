import type { BuilderRecord, TesterRecord } from '@/shared/contracts/reputation.ts';
import type { Figure } from '@/shared/contracts/reputation-rules.ts';
import { basisText, hoursText, shareText, starsText } from '@/shared/record-words.ts';

/** One line of a record: what it measures, its value ("New" when young), and what it rests on. */
export type RecordRow = { key: string; label: string; value: string; basis?: string };

const figureRow = (
  key: string,
  label: string,
  figure: Figure,
  words: (figure: Figure) => string,
  [one, other]: [string, string],
): RecordRow => ({ key, label, value: words(figure), basis: basisText(figure, one, other) });

const countRow = (key: string, label: string, count: number): RecordRow => ({
  key,
  label,
  value: count.toLocaleString('en-US'),
});

export function testerRows(record: TesterRecord): RecordRow[] {
  const { reports } = record;
  return [
    figureRow('betasHeld', 'Betas held to the end', record.betasHeld, shareText, ['beta', 'betas']),
    figureRow('cyclesHeld', 'Test cycles held to the end', record.cyclesHeld, shareText, [
      'cycle',
      'cycles',
    ]),
    figureRow('checkIns', 'Days checked in during cycles', record.checkIns, shareText, [
      'cycle day',
      'cycle days',
    ]),
    countRow('releasedForSilence', 'Released for silence', record.releasedForSilence),
    countRow('reportsFiled', 'Reports filed', reports.filed),
    countRow('reportsAcknowledged', 'Reports the builder answered', reports.acknowledged),
    countRow('reportsFixed', 'Reports fixed', reports.fixed),
    countRow('reportsDuplicate', 'Reports marked duplicate', reports.duplicate),
    countRow('fixesVerified', 'Fixes verified', record.fixesVerified),
    figureRow('rating', 'Rating from builders', record.rating, starsText, ['rating', 'ratings']),
  ];
}

export function builderRows(record: BuilderRecord): RecordRow[] {
  return [
    figureRow(
      'firstAnswerHours',
      'Usual time to a first answer on a report',
      record.firstAnswerHours,
      hoursText,
      ['report', 'reports'],
    ),
    figureRow(
      'answeredInTime',
      'Reports answered within 3 days',
      record.answeredInTime,
      shareText,
      ['report', 'reports'],
    ),
    figureRow(
      'resolvedWithReason',
      "Reports fixed, or closed as won't fix with a reason",
      record.resolvedWithReason,
      shareText,
      ['report', 'reports'],
    ),
    figureRow(
      'messagesAnswered',
      "Testers' messages answered within 2 days",
      record.messagesAnswered,
      shareText,
      ['message', 'messages'],
    ),
    countRow('cyclesCompleted', 'Test cycles run to their last day', record.cyclesCompleted),
    figureRow('rating', 'Rating from testers', record.rating, starsText, ['rating', 'ratings']),
  ];
}

/** Whether a side of someone's record rests on anything at all. */
export function testerHasEvents(record: TesterRecord): boolean {
  return (
    [record.betasHeld, record.cyclesHeld, record.checkIns, record.rating].some((f) => f.events) ||
    record.releasedForSilence + record.reports.filed + record.fixesVerified > 0
  );
}

export function builderHasEvents(record: BuilderRecord): boolean {
  return (
    [
      record.firstAnswerHours,
      record.answeredInTime,
      record.resolvedWithReason,
      record.messagesAnswered,
      record.rating,
    ].some((f) => f.events) || record.cyclesCompleted > 0
  );
}
