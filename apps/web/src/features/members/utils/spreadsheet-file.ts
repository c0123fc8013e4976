/**
 * Part 1 §5: "file must be .xlsx or .xls by type or extension, else 'Please select a valid Excel file
 * (.xlsx or .xls)'; no file: 'Please select a file first'." CSV is accepted too, because the spec's
 * own sample download is a CSV (docs/decisions/0032-bulk-upload-files.md).
 */
import { INVALID_EXCEL_FILE, NO_FILE_SELECTED } from "@gym/contracts";

export { INVALID_EXCEL_FILE as INVALID_FILE_TEXT, NO_FILE_SELECTED as NO_FILE_TEXT };

export const SPREADSHEET_TYPES = {
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": [".xlsx"],
  "application/vnd.ms-excel": [".xls"],
  "text/csv": [".csv"],
} as const;

const EXTENSIONS = [".xlsx", ".xls", ".csv"];

export function isSpreadsheetFile(file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  return file.type in SPREADSHEET_TYPES || EXTENSIONS.some((extension) => name.endsWith(extension));
}

/** The text to show for a chosen file, or null when it can be uploaded. */
export function spreadsheetFileError(file: { name: string; type: string } | null | undefined): string | null {
  if (!file) return NO_FILE_SELECTED;
  return isSpreadsheetFile(file) ? null : INVALID_EXCEL_FILE;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
