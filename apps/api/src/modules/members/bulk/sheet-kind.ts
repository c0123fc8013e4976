import { open } from "node:fs/promises";
import { INVALID_EXCEL_FILE } from "@gym/contracts";
import { badRequest } from "../../../lib/http-errors.ts";
import { assertUploadedFile, type UploadedFile } from "../../../uploads/uploaded-file.ts";

// Apart from spreadsheet.ts so that the request path never loads SheetJS: only the parsing worker does.

export type SheetKind = "xlsx" | "xls" | "csv";

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * What the file is, by its first bytes: an .xlsx is a ZIP, an .xls an OLE2 compound file, a .csv
 * plain text (no NUL bytes) with a .csv name or text/csv type. Anything else is refused with the
 * spec's text (part 1 §5); the name alone never decides.
 */
export async function detectSheetKind(file: UploadedFile): Promise<SheetKind> {
  assertUploadedFile(file);
  const handle = await open(file.path, "r");
  const head = Buffer.alloc(64 * 1024);
  const { bytesRead } = await handle.read(head, 0, head.length, 0).finally(() => handle.close());
  const bytes = head.subarray(0, bytesRead);
  const startsWith = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (startsWith(ZIP)) return "xlsx";
  if (startsWith(OLE2)) return "xls";
  const named =
    /\.csv$/i.test(file.filename) || /^text\/(csv|plain)|application\/(vnd\.ms-excel|csv)/i.test(file.mimetype);
  if (named && bytesRead > 0 && !bytes.includes(0)) return "csv";
  throw badRequest(INVALID_EXCEL_FILE);
}
