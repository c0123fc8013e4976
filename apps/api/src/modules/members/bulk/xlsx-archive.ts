import type { Readable } from "node:stream";
import { promisify } from "node:util";
import { INVALID_EXCEL_FILE } from "@gym/contracts";
import { zipSync } from "fflate";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { badRequest } from "../../../lib/http-errors.ts";

/**
 * What an .xlsx may unpack to (issue 7 §2, decision 0085). A 5,000-row member sheet unpacks to about
 * 3-4 MB at a ratio of 3-6 (measured with SheetJS and Excel-style shared strings), so these leave a wide
 * margin for styles and long cells while a "zip bomb" (200 MB of one cell in a 205 KB file) is refused
 * from its central directory, before a byte is inflated.
 */
export const XLSX_LIMITS = {
  /** Every entry together, inflated. */
  totalBytes: 64 * 1024 * 1024,
  /** Inflated ÷ compressed size of one entry, checked on entries larger than `ratioFrom`. */
  maxRatio: 100,
  ratioFrom: 1024 * 1024,
  entries: 500,
} as const;

export const SHEET_UNPACKS_TOO_LARGE =
  "The spreadsheet unpacks to more than 64 MB, far more than 5,000 members need. Please upload a plain .xlsx with the member rows only.";
/** A damaged archive is "not a valid Excel file" (the spec's text, part 1 §5). */
const SHEET_DAMAGED = INVALID_EXCEL_FILE;

const openZip = promisify<string, yauzl.Options, ZipFile>(yauzl.open);

/**
 * Reads an .xlsx with a maintained zip reader (yauzl: central directory, sizes checked while
 * inflating), refuses it when the central directory declares more than XLSX_LIMITS, inflates every
 * entry with a hard byte cap (a directory that lies is caught at the first byte past its word), and
 * returns the same workbook re-packed without compression. The spreadsheet parser then only ever sees
 * bytes that were inflated here under the cap: its own inflater has nothing left to inflate. An
 * archive that is not a workbook (no xl/workbook.xml) is "not a valid Excel file".
 */
export async function unpackWorkbook(path: string): Promise<Uint8Array> {
  let zip: ZipFile;
  try {
    zip = await openZip(path, { lazyEntries: true, validateEntrySizes: true, autoClose: false });
  } catch {
    throw badRequest(SHEET_DAMAGED);
  }
  try {
    const entries = await readDirectory(zip);
    checkDeclaredSizes(entries);
    const files: Record<string, Uint8Array> = {};
    let total = 0;
    for (const entry of entries) {
      if (entry.fileName.endsWith("/")) continue;
      const bytes = await inflateCapped(zip, entry, XLSX_LIMITS.totalBytes - total);
      total += bytes.length;
      files[entry.fileName] = bytes;
    }
    if (!files["xl/workbook.xml"]) throw badRequest(INVALID_EXCEL_FILE);
    return zipSync(files, { level: 0 });
  } finally {
    zip.close();
  }
}

function readDirectory(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on("entry", (entry: Entry) => {
      entries.push(entry);
      if (entries.length > XLSX_LIMITS.entries) reject(badRequest(SHEET_UNPACKS_TOO_LARGE));
      else zip.readEntry();
    });
    zip.once("end", () => resolve(entries));
    zip.once("error", () => reject(badRequest(SHEET_DAMAGED)));
    zip.readEntry();
  });
}

function checkDeclaredSizes(entries: Entry[]): void {
  const names = new Set<string>();
  let total = 0;
  for (const entry of entries) {
    // Two entries of one name: which one a parser reads is up to the parser. Not a workbook Excel writes.
    if (names.has(entry.fileName) || entry.isEncrypted()) throw badRequest(SHEET_DAMAGED);
    names.add(entry.fileName);
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    const bomb = entry.uncompressedSize > XLSX_LIMITS.ratioFrom && ratio > XLSX_LIMITS.maxRatio;
    if (total > XLSX_LIMITS.totalBytes || bomb) throw badRequest(SHEET_UNPACKS_TOO_LARGE);
  }
}

async function inflateCapped(zip: ZipFile, entry: Entry, allowance: number): Promise<Uint8Array> {
  const cap = Math.min(entry.uncompressedSize, allowance);
  let stream: Readable;
  try {
    stream = await promisify(zip.openReadStream.bind(zip))(entry);
  } catch {
    throw badRequest(SHEET_DAMAGED);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > cap) {
        stream.destroy();
        throw badRequest(SHEET_UNPACKS_TOO_LARGE);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    // yauzl's own size check ("too many bytes in the stream") is the same refusal as ours.
    if (error instanceof Error && /too many bytes|too large/i.test(error.message)) {
      throw badRequest(SHEET_UNPACKS_TOO_LARGE);
    }
    throw error instanceof Error && "statusCode" in error ? error : badRequest(SHEET_DAMAGED);
  }
  return Buffer.concat(chunks, size);
}
