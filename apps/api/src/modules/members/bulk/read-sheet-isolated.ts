import { INVALID_EXCEL_FILE } from "@gym/contracts";
import { badRequest, HttpError } from "../../../lib/http-errors.ts";
import { startWorker } from "../../../lib/worker-thread.ts";
import { assertUploadedFile, type UploadedFile } from "../../../uploads/uploaded-file.ts";
import type { SheetKind } from "./sheet-kind.ts";
import type { Sheet } from "./spreadsheet.ts";

/** Longest a spreadsheet may take to parse; 5,000 rows take well under a second. */
const PARSE_TIMEOUT_MS = 20_000;

/**
 * The parsing worker's heap (decision 0085). The unpack cap (xlsx-archive.ts) bounds what the parser
 * sees to 64 MB of XML; the heap bounds what the parser may build from it, and the worker dies (a 400,
 * never a dead process) past them. External memory (Buffers) is not bounded by these: that is why the
 * archive is inflated under a byte cap before the parser sees it.
 */
export const SHEET_WORKER_LIMITS = { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

/** At most this many sheets are parsed at once; more wait their turn (each worker may use its whole heap). */
const PARALLEL_SHEETS = 2;

export const SHEET_TOO_SLOW = "The spreadsheet could not be read. Please save it again as .xlsx and retry.";
export const SHEET_NEEDS_TOO_MUCH_MEMORY =
  "The spreadsheet needs more memory to read than a 5,000-member sheet. Please upload a plain .xlsx with the member rows only.";

/**
 * Parses the sheet in a worker thread with a time and memory limit. From source (tests, `npm run dev`)
 * the worker is the .ts file run through tsx; from the bundle it is dist/sheet-worker.js. The worker
 * gets only the path of this request's own temporary file (issue 7 §1).
 */
export async function readSheetIsolated(file: UploadedFile, kind: SheetKind, maxRows: number): Promise<Sheet> {
  assertUploadedFile(file);
  await slots.acquire();
  try {
    return await parseInWorker(file.path, kind, maxRows);
  } finally {
    slots.release();
  }
}

function parseInWorker(path: string, kind: SheetKind, maxRows: number): Promise<Sheet> {
  const options = { workerData: { path, kind, maxRows }, resourceLimits: SHEET_WORKER_LIMITS };
  const worker = startWorker(import.meta.url, "sheet-worker", options);
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
    worker.once("error", (error: Error & { code?: string }) => {
      // Out of memory or a crash inside the parser: the file is not a workable spreadsheet.
      clearTimeout(timer);
      reject(badRequest(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? SHEET_NEEDS_TOO_MUCH_MEMORY : INVALID_EXCEL_FILE));
    });
    worker.once("exit", (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(badRequest(INVALID_EXCEL_FILE));
    });
  });
}

/** A counting semaphore: the waiting callers are resumed in arrival order. */
const slots = (() => {
  let free = PARALLEL_SHEETS;
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
