/**
 * CSV as RFC 4180 writes it (CRLF line ends; a cell with a comma, quote or line break quoted, its
 * quotes doubled), safe to open in a spreadsheet: text that a spreadsheet would run as a formula
 * (starting with =, +, -, @, or a tab or carriage return that some read past) is prefixed with a
 * single quote, so it shows as the text it is.
 * NOTE: https://owasp.org/www-community/attacks/CSV_Injection
 */

export type TCsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: numbers as written, null empty, text escaped as above. */
export function toCsvCell(value: TCsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as a CSV document, each line ended by CRLF. */
export function toCsv(rows: TCsvCell[][]): string {
  return rows.map((row) => `${row.map(toCsvCell).join(',')}\r\n`).join('');
}
