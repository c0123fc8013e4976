import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { isValidSchemaName } from "@gym/contracts";
import type { Database } from "../../db/database.ts";
import { migrateSchema, readMigrations, TENANT_MIGRATIONS_DIR } from "../../db/migrator.ts";
import { MEDIA_FOLDERS } from "../../uploads/folders.ts";
import { latestVersion } from "../background-migrations.ts";
import { BackupError, TABLES_NOT_CARRIED } from "./format.ts";
import { openBackup, verifyBackup } from "./read-backup.ts";
import {
  copyInSql,
  dropSchema,
  emptyTables,
  renameMediaPaths,
  schemaExists,
  setSequence,
  swapIn,
  tablesInDependencyOrder,
} from "./snapshot-repository.ts";

export interface RestoreOptions {
  file: string;
  /** The schema to restore into; default the backup's own. */
  as?: string;
  /** Replace a gym that exists under that name (the CLI's `--replace`). */
  replace?: boolean;
  uploadDir: string;
}

export interface RestoreResult {
  schema: string;
  migrationVersion: string;
  migratedForward: string[];
  rows: number;
  mediaFiles: number;
}

/**
 * Restores a backup (issue 27 §2). Everything is checked first (manifest, every entry's checksum, the
 * name, the version); the rows go into a work schema made by the product's own migrations up to the
 * backup's version, then the schema is migrated forward, and only then renamed into place and registered
 * in one transaction (replacing the old gym in the same commit when asked). A failure at any step drops the
 * work schema and leaves the database and the media folder as they were.
 */
export async function restoreGym(
  deps: Pick<Database, "pool" | "registry" | "clock" | "sessions">,
  options: RestoreOptions,
): Promise<RestoreResult> {
  const backup = await openBackup(options.file);
  try {
    const { manifest } = backup;
    const target = options.as ?? manifest.schema_name;
    if (!isValidSchemaName(target)) {
      throw new BackupError(
        `Invalid schema name "${target}": use 3-63 lowercase letters, digits or underscores, starting with a letter`,
      );
    }
    deps.registry.forget(target);
    const taken = Boolean(await deps.registry.find(target)) || (await schemaExists(deps.pool, target));
    if (taken && !options.replace) {
      throw new BackupError(
        `Gym ${target} already exists. Restore under another name with --as <new_schema>, or replace it with --replace.`,
      );
    }
    const migrations = readMigrations(TENANT_MIGRATIONS_DIR);
    const known = migrations.findIndex((m) => m.name === manifest.migration_version);
    if (known === -1) {
      throw new BackupError(
        manifest.migration_version > latestVersion(migrations)
          ? `This backup was made by a newer version of the product (migration ${manifest.migration_version}; this one knows up to ${latestVersion(migrations)}). Update the product first.`
          : `This backup names a migration this product does not know (${manifest.migration_version}).`,
      );
    }
    await verifyBackup(backup);

    const work = `restore_${randomBytes(6).toString("hex")}`;
    const mediaTemp = join(options.uploadDir, `.restore-${work}`);
    let rows = 0;
    try {
      await migrateSchema(deps.pool, work, migrations.slice(0, known + 1));
      const { from: copyFrom } = await import("pg-copy-streams");
      const client = await deps.pool.connect();
      try {
        await client.query("BEGIN");
        // Rows a migration itself inserts (default categories...) are in the backup already.
        const fresh = await tablesInDependencyOrder(client, work);
        await emptyTables(
          client,
          work,
          fresh.filter((t) => t.name !== "_schema_migrations"),
        );
        for (const table of manifest.tables) {
          if (TABLES_NOT_CARRIED.includes(table.name)) continue;
          const source = await backup.read(table.entry);
          await pipeline(source, client.query(copyFrom(copyInSql(work, table))));
          rows += table.rows;
        }
        for (const seq of manifest.sequences) await setSequence(client, work, seq);
        if (target !== manifest.schema_name) {
          await renameMediaPaths(client, work, manifest.schema_name, target, Object.values(MEDIA_FOLDERS));
        }
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
      const forward = await migrateSchema(deps.pool, work, migrations);
      for (const media of manifest.media) {
        const path = join(mediaTemp, ...media.path.split("/"));
        mkdirSync(dirname(path), { recursive: true });
        await pipeline(await backup.read(media.entry), createWriteStream(path));
      }
      const client2 = await deps.pool.connect();
      try {
        await swapIn(
          client2,
          work,
          {
            schema_name: target,
            gym_name: manifest.registry.gym_name,
            status: manifest.registry.status,
            time_zone: manifest.registry.time_zone,
            created_at: manifest.registry.created_at,
            schema_version: latestVersion(migrations),
          },
          taken,
        );
      } finally {
        client2.release();
      }
      deps.registry.forget(target);
      // Other processes hear it through their change listeners; if the notice cannot be sent, their
      // cached answers still lapse within SESSION_CACHE_MS, and the restore has happened either way.
      await deps.sessions.forgetGym(target).catch(() => {});
      placeMedia(options.uploadDir, target, mediaTemp);
      return {
        schema: target,
        migrationVersion: manifest.migration_version,
        migratedForward: forward.applied,
        rows,
        mediaFiles: manifest.media.length,
      };
    } catch (error) {
      await dropSchema(deps.pool, work).catch(() => {});
      rmSync(mediaTemp, { recursive: true, force: true });
      if (error instanceof BackupError) throw error;
      throw new BackupError(`The restore failed and nothing was changed: ${(error as Error).message}`);
    }
  } finally {
    backup.close();
  }
}

/** Moves the restored media folder into place; the replaced gym's files are removed after. */
function placeMedia(uploadDir: string, schema: string, restored: string): void {
  const final = join(uploadDir, schema);
  const old = join(uploadDir, `.replaced-${schema}-${randomBytes(4).toString("hex")}`);
  if (existsSync(final)) renameSync(final, old);
  if (existsSync(restored)) renameSync(restored, final);
  rmSync(old, { recursive: true, force: true });
}
