import { readFile } from "node:fs/promises";
import * as XLSX from "@e965/xlsx";
import { INVALID_EXCEL_FILE } from "@gym/contracts";
import { badRequest } from "../../../lib/http-errors.ts";
import type { SheetKind } from "./sheet-kind.ts";
import { unpackWorkbook } from "./xlsx-archive.ts";

/** A cell as the row rules see it: text, a calendar date read from a real date cell, or nothing. */
export type CellValue = string | { date: string } | null;

export interface SheetRow {
  /** 1-based row number as the spreadsheet shows it. */
  row: number;
  cells: CellValue[];
}

export interface Sheet {
  header: string[];
  rows: SheetRow[];
  /** True when the sheet holds more than `maxRows` member rows (only the first ones were read). */
  tooMany: boolean;
}

/**
 * Reads the first sheet of the file at `path`. At most `maxRows` member rows are parsed (SheetJS
 * `sheetRows`), so a file with 50,000 rows is refused without building them all; the heading row is
 * the first non-empty one. An .xlsx is unpacked under a byte cap first (xlsx-archive.ts): a "zip bomb"
 * never reaches the parser.
 */
export async function readSheet(path: string, kind: SheetKind, maxRows: number): Promise<Sheet> {
  const data = kind === "xlsx" ? await unpackWorkbook(path) : await readFile(path);
  const read = (sheetRows?: number) => {
    try {
      // raw: CSV text stays text (phone numbers keep leading zeros, dates stay YYYY-MM-DD).
      const book = XLSX.read(data, { type: "buffer", dense: true, cellNF: true, raw: kind === "csv", sheetRows });
      const name = book.SheetNames[0];
      const sheet = name ? book.Sheets[name] : undefined;
      if (!sheet) throw new Error("no sheet");
      return sheet;
    } catch {
      throw badRequest(INVALID_EXCEL_FILE);
    }
  };

  let sheet = read(maxRows + 2);
  let rows = toRows(sheet);
  const fullRows = sheet["!fullref"] ? XLSX.utils.decode_range(sheet["!fullref"]).e.r + 1 : 0;
  const partial = fullRows > (sheet["!ref"] ? XLSX.utils.decode_range(sheet["!ref"]).e.r + 1 : 0);
  if (partial && rows.length - 1 <= maxRows) {
    // Blank rows at the top or in between: the cut-off may have hidden member rows; read it all.
    sheet = read();
    rows = toRows(sheet);
  }
  const [header, ...body] = rows;
  return {
    header: (header?.cells ?? []).map((c) => normaliseHeading(typeof c === "string" ? c : "")),
    rows: body.slice(0, maxRows),
    tooMany: body.length > maxRows,
  };
}

/** "First Name", "first_name " and "\uFEFFfirst_name" all mean first_name. */
export function normaliseHeading(text: string): string {
  return text
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

function toRows(sheet: XLSX.WorkSheet): SheetRow[] {
  const data = (sheet["!data"] ?? []) as (XLSX.CellObject[] | undefined)[];
  const rows: SheetRow[] = [];
  data.forEach((cells, r) => {
    if (!cells) return;
    const values = Array.from(cells, cellValue);
    if (values.some((v) => v !== null)) rows.push({ row: r + 1, cells: values });
  });
  return rows;
}

function cellValue(cell: XLSX.CellObject | undefined): CellValue {
  if (!cell || cell.v === undefined || cell.v === null) return null;
  if (cell.t === "d" && cell.v instanceof Date) return { date: cell.v.toISOString().slice(0, 10) };
  if (cell.t === "n" && typeof cell.v === "number" && cell.z !== undefined && XLSX.SSF.is_date(cell.z)) {
    const d = XLSX.SSF.parse_date_code(cell.v);
    if (d) return { date: `${d.y}-${String(d.m).padStart(2, "0")}-${String(d.d).padStart(2, "0")}` };
  }
  if (cell.t === "e") return null;
  // PostgreSQL text cannot hold NUL; a spreadsheet cell never means one.
  const text = String(cell.v).replaceAll("\u0000", "").trim();
  return text === "" ? null : text;
}
