import { resolve } from "node:path";
import type { Env } from "../../config/env.ts";
import type { Database } from "../../db/database.ts";
import { BackupError } from "./format.ts";
import { defaultBackupPath } from "./names.ts";
import { restoreGym } from "./restore.ts";
import { backupGym } from "./write-backup.ts";

const say = (line: string) => process.stdout.write(`${line}\n`);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** `tenants backup --schema <s> [--out <file>]` or `--all [--out <folder>]` (issue 27 §1). */
export async function backupCommand(db: Database, env: Env, schema: string | null, out?: string): Promise<number> {
  const schemas = schema ? [schema] : (await db.registry.list()).map((g) => g.schema_name);
  if (!schemas.length) say("No gyms to back up.");
  let failed = 0;
  for (const s of schemas) {
    const started = db.clock.now();
    const path = schema && out ? resolve(out) : defaultBackupPath(resolve(out ?? env.BACKUP_DIR), s, started);
    try {
      const result = await backupGym(db, s, path, env.UPLOAD_DIR);
      const rows = result.manifest.tables.reduce((n, t) => n + t.rows, 0);
      const seconds = ((db.clock.now().getTime() - started.getTime()) / 1000).toFixed(1);
      say(
        `Backed up ${s}: ${rows} rows in ${result.manifest.tables.length} tables, ${result.manifest.media.length} media files, ${megabytes(result.bytes)} in ${seconds} s -> ${result.file}`,
      );
    } catch (error) {
      failed++;
      say(`FAILED ${s}: ${(error as Error).message}`);
    }
  }
  return failed ? 1 : 0;
}

/** `tenants restore --file <f> [--as <new_schema>] [--replace]` (issue 27 §2). */
export async function restoreCommand(
  db: Database,
  env: Env,
  file: string,
  as?: string,
  replace = false,
): Promise<number> {
  const started = db.clock.now();
  try {
    const result = await restoreGym(db, { file: resolve(file), as, replace, uploadDir: env.UPLOAD_DIR });
    const seconds = ((db.clock.now().getTime() - started.getTime()) / 1000).toFixed(1);
    say(
      `Restored ${result.schema}: ${result.rows} rows, ${result.mediaFiles} media files in ${seconds} s (backup at migration ${result.migrationVersion}${result.migratedForward.length ? `, migrated forward through ${result.migratedForward.length} migration(s)` : ""}).`,
    );
    say("Everyone signs in again: sessions are not carried by a backup.");
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      say(`Refused: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
