/**
 * CSV a spreadsheet opens as it is: RFC 4180 (CRLF rows, quotes doubled, a field with a comma,
 * quote or line break quoted). The exports put `CSV_BOM` first so Excel reads accents; Play
 * Console's tester list takes bare lines and gets none.
 */

export const CSV_BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or CR before one) starts with
 * a quote instead, as OWASP advises: what a tester typed (a title, a note, an address) must not
 * become a command on the builder's machine.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const defuseFormula = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

export type CsvValue = string | number | boolean | null;

export function csvCell(value: CsvValue): string {
  const raw =
    value === null ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : `${value}`;
  const text = defuseFormula(raw);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;
