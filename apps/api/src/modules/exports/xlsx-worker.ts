// Writes an export's workbook with SheetJS in a worker thread (see files.ts): building a 20,000-row
// sheet takes CPU for a moment, and the API's event loop keeps serving meanwhile (decision 0277).
import { parentPort, workerData } from "node:worker_threads";
import type { Sheet } from "./files.ts";

const { sheets } = workerData as { sheets: Sheet[] };

async function write(): Promise<Uint8Array> {
  const XLSX = await import("@e965/xlsx");
  const book = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const ws = XLSX.utils.aoa_to_sheet(sheet.rows);
    if (sheet.widths) ws["!cols"] = sheet.widths.map((wch) => ({ wch }));
    XLSX.utils.book_append_sheet(book, ws, sheet.name);
  }
  return XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Uint8Array;
}

write().then(
  (bytes) => parentPort?.postMessage({ ok: true, bytes }),
  (error: unknown) => parentPort?.postMessage({ ok: false, message: String(error) }),
);
