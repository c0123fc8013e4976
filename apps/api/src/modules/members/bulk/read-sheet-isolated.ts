import { Worker } from "node:worker_threads";
import { INVALID_EXCEL_FILE } from "@gym/contracts";
import { badRequest, HttpError } from "../../../lib/http-errors.ts";
import type { UploadedFile } from "../../../uploads/uploaded-file.ts";
import type { Sheet, SheetKind } from "./spreadsheet.ts";

/** Longest a spreadsheet may take to parse; 5,000 rows take well under a second. */
const PARSE_TIMEOUT_MS = 20_000;

export const SHEET_TOO_SLOW = "The spreadsheet could not be read. Please save it again as .xlsx and retry.";

/**
 * Parses the sheet in a worker thread with a time and memory limit. From source (tests, `npm run dev`)
 * the worker is the .ts file run through tsx; from the bundle it is dist/sheet-worker.js.
 */
export function readSheetIsolated(file: UploadedFile, kind: SheetKind, maxRows: number): Promise<Sheet> {
  const options = { workerData: { file, kind, maxRows }, resourceLimits: { maxOldGenerationSizeMb: 512 } };
  const worker = import.meta.url.endsWith(".ts")
    ? // Node 20 does not apply `--import tsx` to a worker's entry module, so register tsx inside it first.
      new Worker(
        `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL("./sheet-worker.ts", import.meta.url).href)}); })`,
        { ...options, eval: true },
      )
    : new Worker(new URL("./sheet-worker.js", import.meta.url), options);
  return new Promise<Sheet>((resolve, reject) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(badRequest(SHEET_TOO_SLOW));
    }, PARSE_TIMEOUT_MS);
    worker.once("message", (result: { ok: true; sheet: Sheet } | { ok: false; status: number; message: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (result.ok) resolve(result.sheet);
      else reject(new HttpError(result.status, result.message));
    });
    worker.once("error", () => {
      // Out of memory or a crash inside the parser: the file is not a workable spreadsheet.
      clearTimeout(timer);
      reject(badRequest(INVALID_EXCEL_FILE));
    });
    worker.once("exit", (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(badRequest(INVALID_EXCEL_FILE));
    });
  });
}
