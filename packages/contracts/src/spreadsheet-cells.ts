/**
 * Cells the product writes into a spreadsheet or CSV (the bulk-upload sample and the new members'
 * sign-in details today; every export to come). A text cell that starts like a formula is neutralised
 * with a leading apostrophe, so `=HYPERLINK(...)`, `+`, `-`, `@`, a tab or a carriage return typed into
 * a member's name is shown as typed and never run by Excel, LibreOffice or Google Sheets (issue 7 §7,
 * OWASP "CSV injection"). The full-width forms are included: some spreadsheet apps read them as formulas.
 * Numbers are written as numbers (a refund of -500 stays a number).
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One CSV cell: text neutralised, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return String(value);
  const safe = neutraliseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells as CSV text (CRLF line ends, as spreadsheets expect). */
export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
