import { createHash, randomUUID } from "node:crypto";
import { readdir, stat, unlink } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";

/**
 * Upload parts are streamed to `UPLOAD_DIR/.tmp/` (never served, plugins/static-files.ts) before a handler
 * keeps them. A request removes its own (multipart-reader.ts, plugins/uploads.ts); what a killed process
 * left is removed by the next start (decision 0211), which must not touch the live uploads of other
 * processes sharing UPLOAD_DIR.
 */
export const tempDirOf = (uploadRoot: string) => join(uploadRoot, ".tmp");

/** This host's name as 8 hex digits: a file name tells which host's process wrote it. */
export const THIS_HOST = createHash("sha256").update(hostname()).digest("hex").slice(0, 8);

/** A file nobody has written to for this long belongs to no live request, whoever made it. */
export const TEMP_FILE_MAX_IDLE_MS = 60 * 60 * 1000;

/** A new temporary path, `<pid>-<host>-<uuid>`, so that a later start knows which process wrote it. */
export function newTempPath(tmpDir: string): string {
  return join(tmpDir, `${process.pid}-${THIS_HOST}-${randomUUID()}`);
}

/** Removes files; one already gone is not an error. */
export async function removeTempFiles(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((p) => unlink(p).catch(() => {})));
}

const OWNER = /^(\d+)-([0-9a-f]{8})-/;

/**
 * Removes the temporary files no live request can be using: those named by a process of this host that
 * is no longer running, or by this process's own pid but older than it (a restarted container is pid 1
 * again), and any file untouched for `TEMP_FILE_MAX_IDLE_MS` (another host's, or an older version's
 * unnamed ones). `now` and `processStart` are milliseconds since the epoch. Returns how many were removed.
 */
export async function sweepTempFiles(tmpDir: string, now: number, processStart: number): Promise<number> {
  const names = await readdir(tmpDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const path = join(tmpDir, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) continue;
    if (now - info.mtimeMs > TEMP_FILE_MAX_IDLE_MS || leftByStoppedProcess(name, info.mtimeMs, processStart)) {
      await unlink(path).then(
        () => removed++,
        () => {},
      );
    }
  }
  return removed;
}

function leftByStoppedProcess(name: string, mtimeMs: number, processStart: number): boolean {
  const owner = OWNER.exec(name);
  if (!owner || owner[2] !== THIS_HOST) return false;
  const pid = Number(owner[1]);
  if (pid === process.pid) return mtimeMs < processStart;
  return !isRunning(pid);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, as another user's process.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
