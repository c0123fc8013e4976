export * from "./gst-pack.ts";
export * from "./lists.ts";

/**
 * An XLSX export is built whole (SheetJS has no streaming writer), so it holds at most this many rows;
 * a CSV streams any number (decision 0277).
 */
export const XLSX_MAX_ROWS = 20_000;
export const xlsxTooManyRows = (rows: number) =>
  `This export has ${rows.toLocaleString("en-IN")} rows; a spreadsheet download holds at most ${XLSX_MAX_ROWS.toLocaleString("en-IN")}. Choose a shorter period or download CSV.`;
