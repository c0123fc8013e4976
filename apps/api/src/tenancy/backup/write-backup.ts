import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { finished, pipeline } from "node:stream/promises";
import { isValidSchemaName } from "@gym/contracts";
import type { Database } from "../../db/database.ts";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  type BackupManifest,
  MANIFEST_ENTRY,
  TABLES_NOT_CARRIED,
} from "./format.ts";
import { Measure } from "./hashing.ts";
import {
  copyOutSql,
  migrationVersion,
  postgresVersion,
  sequencesOf,
  tablesInDependencyOrder,
} from "./snapshot-repository.ts";

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/**
 * Writes one gym's backup (issue 27 §1): its rows at one consistent moment (every table read in ONE
 * repeatable-read, read-only transaction), its registry row and migration version, its media files, and a
 * manifest with a sha256 per entry. The file is written under a temporary name beside `out` and renamed at
 * the end, so a killed backup never leaves a file that looks like a backup.
 */
export async function backupGym(
  deps: Pick<Database, "pool" | "registry" | "clock">,
  schema: string,
  out: string,
  uploadDir: string,
): Promise<BackupResult> {
  if (!isValidSchemaName(schema)) throw new BackupError(`Invalid schema name "${schema}"`);
  deps.registry.forget(schema);
  const gym = await deps.registry.find(schema);
  if (!gym) throw new BackupError(`No gym "${schema}" in the registry`);
  mkdirSync(dirname(out), { recursive: true });
  const temp = join(dirname(out), `.${schema}.${process.pid}.${deps.clock.now().getTime()}.partial`);
  const { ZipFile } = await import("yazl");
  const { to: copyTo } = await import("pg-copy-streams");
  const zip = new ZipFile();
  const file = createWriteStream(temp);
  const written = pipeline(zip.outputStream, file);
  written.catch(() => {});
  const client = await deps.pool.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const version = await migrationVersion(client, schema);
    if (!version) throw new BackupError(`Schema ${schema} has no migration history`);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      format_version: BACKUP_FORMAT_VERSION,
      created_at: deps.clock.now().toISOString(),
      migration_version: version,
      postgres_version: await postgresVersion(client),
      schema_name: schema,
      registry: {
        gym_name: gym.gym_name,
        status: gym.status,
        time_zone: gym.time_zone,
        created_at: gym.created_at.toISOString(),
      },
      tables: [],
      sequences: await sequencesOf(client, schema),
      media: [],
    };
    for (const table of await tablesInDependencyOrder(client, schema)) {
      if (TABLES_NOT_CARRIED.includes(table.name)) continue;
      const entry = `data/${table.name}.copy`;
      const measure = new Measure();
      const source = client.query(copyTo(copyOutSql(schema, table)));
      source.once("error", (error) => measure.destroy(error));
      zip.addReadStream(source.pipe(measure), entry);
      await finished(measure);
      manifest.tables.push({ ...table, rows: measure.lines, entry, bytes: measure.bytes, sha256: measure.sha256() });
    }
    await client.query("COMMIT");
    const mediaRoot = join(uploadDir, schema);
    for (const path of filesUnder(mediaRoot)) {
      const rel = relative(mediaRoot, path).split(sep).join("/");
      if (!/^[A-Za-z0-9._/-]+$/.test(rel) || rel.split("/").some((p) => p.startsWith("."))) continue;
      const entry = `media/${rel}`;
      const measure = new Measure();
      const source = createReadStream(path);
      const opened = await new Promise<boolean>((resolve) => {
        source.once("open", () => resolve(true));
        source.once("error", () => resolve(false));
      });
      if (!opened) continue; // deleted since the listing: not part of the gym any more
      source.once("error", (error) => measure.destroy(error));
      zip.addReadStream(source.pipe(measure), entry);
      await finished(measure);
      manifest.media.push({ path: rel, entry, bytes: measure.bytes, sha256: measure.sha256() });
    }
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), MANIFEST_ENTRY);
    zip.end();
    await written;
    renameSync(temp, out);
    return { file: out, bytes: statSync(out).size, manifest };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    file.destroy();
    rmSync(temp, { force: true });
    throw error;
  } finally {
    client.release();
  }
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((d) => {
      const path = join(dir, d.name);
      return d.isDirectory() ? filesUnder(path) : d.isFile() ? [path] : [];
    });
}
