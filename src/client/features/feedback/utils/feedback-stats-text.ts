import type { FeedbackStats, TesterReportCounts } from '@/shared/contracts/feedback.ts';
import { countOf, plural } from '@/shared/plural.ts';

/**
 * A duration in the unit a person would use: under an hour in minutes, under two days in hours,
 * beyond that in days. Each step is decided on the rounded figure, so 59.7 minutes reads "1 h"
 * rather than "60 min", and 47.8 hours "2 days" rather than "48 h".
 */
function durationText(hours: number): string {
  const minutes = Math.round(hours * 60);
  if (minutes < 60) return `${Math.max(1, minutes)} min`;
  const wholeHours = Math.round(hours);
  if (wholeHours < 48) return `${wholeHours} h`;
  return countOf(Math.round(hours / 24), 'day', 'days');
}

/** "12 reports received · 83% acknowledged · first response in 5 h (median)", or the empty text. */
export function feedbackStatsText(stats: FeedbackStats): string {
  if (stats.received === 0) return 'No feedback reported yet';
  const parts = [`${countOf(stats.received, 'report', 'reports')} received`];
  if (stats.acknowledgedShare !== null) {
    parts.push(`${Math.round(stats.acknowledgedShare * 100)}% acknowledged`);
  }
  // Null until the builder has answered a report: no figure rather than a made-up one.
  if (stats.medianFirstResponseHours !== null) {
    parts.push(`first response in ${durationText(stats.medianFirstResponseHours)} (median)`);
  }
  return parts.join(' · ');
}

/** "3 of your 5 reports were acknowledged", or the empty text. */
export function testerRecordText(record: TesterReportCounts): string {
  if (record.reports === 0) return 'You have not reported feedback yet';
  const verb = plural(record.acknowledged, 'was', 'were');
  return `${record.acknowledged} of your ${countOf(record.reports, 'report', 'reports')} ${verb} acknowledged`;
}
