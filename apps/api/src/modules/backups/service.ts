import { existsSync, statSync } from "node:fs";
import { relative, resolve } from "node:path";
import {
  BACKUP_FAILED_WARNING,
  BACKUP_NEVER_WARNING,
  BACKUP_NOT_FOUND,
  BACKUP_OLD_WARNING,
  BACKUP_WARN_AFTER_DAYS,
  type BackupStatusResponse,
  type BackupSummary,
} from "@gym/contracts";
import type pg from "pg";
import { notFound } from "../../lib/http-errors.ts";
import type { BackupRow } from "../../tenancy/backup/nightly-repository.ts";
import { backupsRepository } from "./repository.ts";

export interface BackupsContext {
  pool: pg.Pool;
  schema: string;
  backupDir: string;
  now(): Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function present(row: BackupRow | null): BackupSummary | null {
  if (!row) return null;
  return {
    day: row.day,
    status: row.status,
    started_at: row.started_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    bytes: row.bytes === null ? null : Number(row.bytes),
    error: row.error,
  };
}

/** The file of the last good backup when it is still on disk, inside BACKUP_DIR. */
function usableFile(ctx: BackupsContext, row: BackupRow | null): string | null {
  if (!row?.file) return null;
  const file = resolve(row.file);
  const inside = relative(resolve(ctx.backupDir), file);
  if (inside.startsWith("..") || inside === "") return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/** The settings screen's backup card and the home screen's warning (issue 27 §3, decision 0273). */
export async function backupStatus(ctx: BackupsContext): Promise<Omit<BackupStatusResponse, "success">> {
  const { last, lastDone } = await backupsRepository(ctx.pool, ctx.schema).latest();
  const age = lastDone?.finished_at ? ctx.now().getTime() - lastDone.finished_at.getTime() : null;
  const warning =
    last?.status === "FAILED"
      ? BACKUP_FAILED_WARNING
      : age === null
        ? BACKUP_NEVER_WARNING
        : age > BACKUP_WARN_AFTER_DAYS * DAY_MS
          ? BACKUP_OLD_WARNING
          : null;
  return {
    last: present(last),
    last_successful: present(lastDone),
    downloadable: usableFile(ctx, lastDone) !== null,
    warning,
  };
}

/** The last good backup's file, for the download. */
export async function lastBackupFile(ctx: BackupsContext): Promise<{ path: string; name: string; bytes: number }> {
  const { lastDone } = await backupsRepository(ctx.pool, ctx.schema).latest();
  const path = usableFile(ctx, lastDone);
  if (!path) throw notFound(BACKUP_NOT_FOUND);
  return { path, name: path.split(/[\\/]/).pop() ?? "backup.zip", bytes: statSync(path).size };
}
