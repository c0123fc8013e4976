import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { extname, join } from "node:path";
import { Readable } from "node:stream";
import { MEMBER_EXPORT_ZIP_JSON } from "@gym/contracts";
import type { AreaContext } from "../../context.ts";
import { invoiceFile, invoiceFileName } from "../../member-payments/invoices/service.ts";
import { memberExport, memberExportFiles } from "./export-repository.ts";

/**
 * A member's data export as a zip (issue 27 §6; decision 0309): `member-data.json` (the streamed JSON of
 * decision 0301), `invoices/<invoice>.pdf` for each of their receipts and `photos/<name><ext>` for their
 * profile photo and feedback attachments. Streamed with yazl (the backups' zip library): each entry is
 * made or opened only when the zip reaches it, so at most one invoice PDF is in memory, never the archive.
 * Null when there is no such member in this gym (before any byte is sent).
 */
export async function memberExportZip(
  ctx: AreaContext,
  id: number,
  gymName: string,
): Promise<{ memberCode: string; stream: Readable } | null> {
  const json = await memberExport(ctx, id, gymName);
  if (!json) return null;
  const files = await memberExportFiles(ctx, id);
  const { ZipFile } = await import("yazl");
  const zip = new ZipFile();
  const mtime = ctx.now();
  zip.addReadStream(json.stream, MEMBER_EXPORT_ZIP_JSON, { mtime });
  for (const file of files) {
    if (file.kind === "invoice") {
      // Made when the zip reaches it (one PDF in memory at a time), named as its own download names it.
      zip.addReadStreamLazy(`invoices/${invoiceFileName(file.invoice_number)}`, { mtime, compress: false }, (cb) => {
        invoiceFile(ctx, file.receipt_id, gymName).then(
          ({ pdf }) => cb(null, Readable.from([pdf])),
          (error: Error) => cb(error, undefined as never),
        );
      });
      continue;
    }
    const path = storedPath(ctx, file.path);
    // A file gone from the disk (or a path outside the gym's folder) is left out rather than failing the export.
    const size = path
      ? await stat(path).then(
          (s) => (s.isFile() ? s.size : null),
          () => null,
        )
      : null;
    if (size === null || !path) continue;
    zip.addReadStreamLazy(
      `photos/${file.name}${extname(file.path).toLowerCase()}`,
      { mtime, size, compress: false },
      (cb) => cb(null, createReadStream(path)),
    );
  }
  zip.end();
  return { memberCode: json.memberCode, stream: zip.outputStream as unknown as Readable };
}

/** The absolute path of a stored media file of this gym; null for a path that leaves the gym's folder. */
function storedPath(ctx: AreaContext, relative: string): string | null {
  if (relative.includes("..") || !relative.startsWith(`${ctx.schema}/`)) return null;
  return join(ctx.uploadDir, relative);
}
