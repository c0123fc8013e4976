import { Readable } from "node:stream";
import { csvCell, neutraliseFormula, toCsv } from "@gym/contracts";
import { startWorker } from "../../lib/worker-thread.ts";

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

/** Longest a workbook may take to write; 20,000 rows take about a second on a busy 2-core box. */
const WRITE_TIMEOUT_MS = 60_000;
/** The writer's heap: a capped export (XLSX_MAX_ROWS) needs well under 200 MB. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32 };

/**
 * An XLSX workbook, written by SheetJS in a worker thread (`xlsx-worker.ts`) so the API keeps serving
 * while it is built: text cells neutralised like CSV cells, numbers stay numbers. Built whole, so callers
 * cap the rows first (`XLSX_MAX_ROWS`). From source the worker is the .ts file run through tsx; from the
 * bundle it is dist/xlsx-worker.js (as the bulk upload's sheet reader).
 */
export async function xlsxWorkbook(sheets: Sheet[]): Promise<Buffer> {
  const safe = sheets.map((sheet) => ({
    ...sheet,
    rows: sheet.rows.map((row) => row.map((c) => (typeof c === "string" ? neutraliseFormula(c) : c))),
  }));
  await slots.acquire();
  try {
    return await writeInWorker(safe);
  } finally {
    slots.release();
  }
}

function writeInWorker(sheets: Sheet[]): Promise<Buffer> {
  const options = { workerData: { sheets }, resourceLimits: WORKER_LIMITS };
  const worker = startWorker(import.meta.url, "xlsx-worker", options);
  return new Promise<Buffer>((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      void worker.terminate();
      reject(new Error(`The spreadsheet could not be written: ${why}`));
    };
    const timer = setTimeout(() => fail("it took too long"), WRITE_TIMEOUT_MS);
    worker.once("message", (result: { ok: true; bytes: Uint8Array } | { ok: false; message: string }) => {
      if (!result.ok) return fail(result.message);
      clearTimeout(timer);
      void worker.terminate();
      resolve(Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength));
    });
    worker.once("error", (error) => fail(error.message));
    worker.once("exit", (code) => {
      if (code !== 0) fail(`the writer stopped (${code})`);
    });
  });
}

/** At most two workbooks are written at once; more wait their turn. */
const slots = (() => {
  let free = 2;
  const waiting: (() => void)[] = [];
  return {
    acquire: () => (free > 0 ? Promise.resolve(void free--) : new Promise<void>((resume) => waiting.push(resume))),
    release: () => {
      const next = waiting.shift();
      if (next) next();
      else free++;
    },
  };
})();

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const CSV_TYPE = "text/csv; charset=utf-8";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-11-03" → "03-Nov-2026", the GST portal's offline-tool date (unambiguous in any Excel locale). */
export function gstDate(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
}
