import { Readable } from "node:stream";
import { csvCell, neutraliseFormula, toCsv } from "@gym/contracts";

/** A cell of an export: text (neutralised when written, decision 0091), a number, or empty. */
export type Cell = string | number | null;

export interface Sheet {
  name: string;
  rows: Cell[][];
  /** Column widths in characters. */
  widths?: number[];
}

/**
 * A CSV streamed from batches (decision 0277, as the check-ins export): the header, then each batch
 * turned into text through `toCsv` and sent before the next is read, so no export sits in memory whole.
 */
export function csvStream(header: readonly string[], batches: () => AsyncGenerator<Cell[][]>): Readable {
  async function* lines() {
    yield `${header.map((h) => csvCell(h)).join(",")}\r\n`;
    for await (const rows of batches()) if (rows.length) yield toCsv(rows);
  }
  return Readable.from(lines());
}

/**
 * An XLSX workbook (SheetJS, loaded on first use): text cells neutralised like CSV cells, numbers stay
 * numbers. Built whole, so callers cap the rows first (`XLSX_MAX_ROWS`).
 */
export async function xlsxWorkbook(sheets: Sheet[]): Promise<Buffer> {
  const XLSX = await import("@e965/xlsx");
  const book = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const cells = sheet.rows.map((row) => row.map((c) => (typeof c === "string" ? neutraliseFormula(c) : c)));
    const ws = XLSX.utils.aoa_to_sheet(cells);
    if (sheet.widths) ws["!cols"] = sheet.widths.map((wch) => ({ wch }));
    XLSX.utils.book_append_sheet(book, ws, sheet.name);
  }
  return XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
}

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const CSV_TYPE = "text/csv; charset=utf-8";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-11-03" → "03-Nov-2026", the GST portal's offline-tool date (unambiguous in any Excel locale). */
export function gstDate(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
}
