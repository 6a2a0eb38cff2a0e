import { CSV_BOM, csvRow } from '@/server/lib/csv.ts';
import type { Feedback } from '@/shared/contracts/feedback.ts';

/** Reports as CSV (`server/lib/csv.ts`), formulas defused: a tester's title is their typing. */

const COLUMNS: [string, (report: Feedback) => string][] = [
  ['ID', (r) => r.id],
  ['Created', (r) => r.createdAt],
  ['Kind', (r) => r.kind],
  ['Severity', (r) => r.severity ?? ''],
  ['Status', (r) => r.status],
  ['Title', (r) => r.title],
  ['Body', (r) => r.body],
  ['Steps', (r) => r.steps ?? ''],
  ['Expected', (r) => r.expected ?? ''],
  ['Actual', (r) => r.actual ?? ''],
  ['Reporter', (r) => [r.reporter.firstName, r.reporter.lastName].filter(Boolean).join(' ')],
  ['Browser', (r) => r.device.browser],
  ['OS', (r) => r.device.os],
  ['Viewport', (r) => r.device.viewport],
  ['Duplicate of', (r) => r.duplicateOf ?? ''],
  ['Screenshots', (r) => String(r.screenshots.length)],
];

export const feedbackCsvHeader = () => CSV_BOM + csvRow(COLUMNS.map(([name]) => name));

export const feedbackCsvRow = (report: Feedback) => csvRow(COLUMNS.map(([, cell]) => cell(report)));
