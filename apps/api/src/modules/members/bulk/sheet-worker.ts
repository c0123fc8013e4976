// Runs SheetJS on an uploaded spreadsheet in a worker thread (see read-sheet-isolated.ts): a crafted
// file that makes the parser spin or balloon then costs one worker, not the whole API.
import { parentPort, workerData } from "node:worker_threads";
import { HttpError } from "../../../lib/http-errors.ts";
import type { UploadedFile } from "../../../uploads/uploaded-file.ts";
import { readSheet, type SheetKind } from "./spreadsheet.ts";

const { file, kind, maxRows } = workerData as { file: UploadedFile; kind: SheetKind; maxRows: number };

readSheet(file, kind, maxRows).then(
  (sheet) => parentPort?.postMessage({ ok: true, sheet }),
  (error: unknown) =>
    parentPort?.postMessage({
      ok: false,
      status: error instanceof HttpError ? error.statusCode : 400,
      message: error instanceof Error ? error.message : String(error),
    }),
);
