import type { Feedback } from '@/shared/contracts/feedback.ts';

/**
 * Reports as CSV a spreadsheet opens as it is: RFC 4180 (CRLF rows, quotes doubled, a field with a
 * comma, quote or line break quoted), behind a UTF-8 byte order mark so Excel reads accents.
 */

const CSV_BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or CR before one) starts with
 * a quote instead, as OWASP advises: a tester's title must not become a command on the builder's
 * machine.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvRow = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

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
