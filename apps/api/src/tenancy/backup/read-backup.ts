import { existsSync, statSync } from "node:fs";
import type { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { promisify } from "node:util";
import type { Entry, ZipFile } from "yauzl";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  type BackupManifest,
  MANIFEST_ENTRY,
  manifestSchema,
} from "./format.ts";
import { Measure } from "./hashing.ts";

export const NOT_A_BACKUP = "This file is not a gym backup (or it is truncated).";

/** An opened backup file whose manifest was read; entries are read as streams. */
export interface OpenBackup {
  manifest: BackupManifest;
  read(entry: string): Promise<Readable>;
  close(): void;
}

/** Opens a backup and reads its manifest; refuses a file that is not one (or is cut short) with a clear message. */
export async function openBackup(path: string): Promise<OpenBackup> {
  if (!existsSync(path) || !statSync(path).isFile()) throw new BackupError(`No backup file at ${path}`);
  const yauzl = (await import("yauzl")).default;
  let zip: ZipFile;
  try {
    zip = await promisify<string, { lazyEntries: boolean; autoClose: boolean }, ZipFile>(yauzl.open)(path, {
      lazyEntries: true,
      autoClose: false,
    });
  } catch {
    throw new BackupError(NOT_A_BACKUP);
  }
  const entries = new Map<string, Entry>();
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on("entry", (entry: Entry) => {
        entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.once("end", resolve);
      zip.once("error", reject);
      zip.readEntry();
    });
  } catch {
    zip.close();
    throw new BackupError(NOT_A_BACKUP);
  }
  const openStream = promisify<Entry, Readable>(zip.openReadStream.bind(zip));
  const read = async (name: string): Promise<Readable> => {
    const entry = entries.get(name);
    if (!entry) throw new BackupError(`The backup is damaged: ${name} is missing`);
    return openStream(entry);
  };
  let manifest: BackupManifest;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await read(MANIFEST_ENTRY)) chunks.push(chunk as Buffer);
    const parsed = manifestSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString("utf8")));
    if (!parsed.success) {
      const format = parsed.error.issues.some((i) => i.path[0] === "format");
      throw new BackupError(format ? NOT_A_BACKUP : "The backup is damaged: its manifest is not valid");
    }
    manifest = parsed.data;
  } catch (error) {
    zip.close();
    throw error instanceof BackupError ? error : new BackupError(NOT_A_BACKUP);
  }
  if (manifest.format_version > BACKUP_FORMAT_VERSION) {
    zip.close();
    throw new BackupError(
      `This backup was written by a newer version of the product (backup format ${manifest.format_version}; this one reads ${BACKUP_FORMAT_VERSION}). Update the product first.`,
    );
  }
  return { manifest, read, close: () => zip.close() };
}

/** Reads every entry the manifest names and compares its size and sha256; throws on the first that differs. */
export async function verifyBackup(backup: OpenBackup): Promise<void> {
  const all = [...backup.manifest.tables, ...backup.manifest.media];
  for (const item of all) {
    const measure = new Measure();
    try {
      const stream = await backup.read(item.entry);
      stream.once("error", (error) => measure.destroy(error));
      stream.pipe(measure).resume();
      await finished(measure);
    } catch (error) {
      if (error instanceof BackupError) throw error;
      throw new BackupError(`The backup is damaged: ${item.entry} cannot be read (${(error as Error).message})`);
    }
    if (measure.bytes !== item.bytes || measure.sha256() !== item.sha256) {
      throw new BackupError(`The backup is damaged: ${item.entry} does not match its checksum`);
    }
  }
}

export { BACKUP_FORMAT };
