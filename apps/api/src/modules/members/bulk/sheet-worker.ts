// Runs SheetJS on an uploaded spreadsheet in a worker thread (see read-sheet-isolated.ts): a crafted
// file that makes the parser spin or balloon then costs one worker, not the whole API.
import { parentPort, workerData } from "node:worker_threads";
import { INVALID_EXCEL_FILE } from "@gym/contracts";
import { HttpError } from "../../../lib/http-errors.ts";
import type { SheetKind } from "./sheet-kind.ts";
import { readSheet } from "./spreadsheet.ts";

const { path, kind, maxRows } = workerData as { path: string; kind: SheetKind; maxRows: number };

readSheet(path, kind, maxRows).then(
  (sheet) => parentPort?.postMessage({ ok: true, sheet }),
  (error: unknown) =>
    parentPort?.postMessage({
      ok: false,
      status: error instanceof HttpError ? error.statusCode : 400,
      message: error instanceof HttpError ? error.message : INVALID_EXCEL_FILE,
    }),
);
