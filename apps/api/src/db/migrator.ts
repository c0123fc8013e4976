import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type pg from "pg";
import { REPO_ROOT } from "../config/env.ts";
import { quoteIdent } from "./pool.ts";

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export const TENANT_MIGRATIONS_DIR = join(REPO_ROOT, "prisma/migrations");
export const PLATFORM_MIGRATIONS_DIR = join(REPO_ROOT, "prisma/platform/migrations");
const HISTORY_TABLE = "_schema_migrations";

/** Reads `<dir>/<timestamp>_<name>/migration.sql` in name order (Prisma's folder format). */
export function readMigrations(dir: string): Migration[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

export interface MigrateResult {
  schema: string;
  applied: string[];
}

/**
 * Brings one schema up to date. Each migration runs in its own transaction together with its
 * history row, so a crash leaves the schema at the last whole migration and the next run resumes
 * there. A transaction-scoped advisory lock keeps two migrators off the same schema; the
 * search_path is set with SET LOCAL so nothing leaks into pooled sessions.
 */
export async function migrateSchema(pool: pg.Pool, schema: string, migrations: Migration[]): Promise<MigrateResult> {
  const applied: string[] = [];
  const done = await appliedMigrations(pool, schema);
  if (migrations.every((m) => done.has(m.name))) {
    assertChecksums(schema, migrations, done);
    return { schema, applied };
  }
  const s = quoteIdent(schema);
  // A racer that created the schema while this connection waited for the lock can still look absent
  // to it (the backend's catalog cache keeps a negative entry until its next transaction), so
  // CREATE ... IF NOT EXISTS may fail with a duplicate or "no such schema": a new transaction sees it.
  for (let attempt = 1; ; attempt++) {
    try {
      await inLockedTransaction(pool, schema, async (client) => {
        await client.query(`CREATE SCHEMA IF NOT EXISTS ${s}`);
        await client.query(
          `CREATE TABLE IF NOT EXISTS ${s}.${HISTORY_TABLE} (name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
        );
      });
      break;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 3 || (code !== "23505" && code !== "3F000" && code !== "42P06" && code !== "42P07")) throw error;
    }
  }
  for (const migration of migrations) {
    const ran = await inLockedTransaction(pool, schema, async (client) => {
      const existing = await client.query<{ checksum: string }>(
        `SELECT checksum FROM ${s}.${HISTORY_TABLE} WHERE name = $1`,
        [migration.name],
      );
      if (existing.rows[0]) {
        if (existing.rows[0].checksum !== migration.checksum) throw checksumError(schema, migration.name);
        return false;
      }
      await client.query(`SET LOCAL search_path TO ${s}`);
      await client.query(migration.sql);
      await client.query(`INSERT INTO ${s}.${HISTORY_TABLE} (name, checksum) VALUES ($1, $2)`, [
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return { schema, applied };
}

/**
 * Makes a new schema at the latest version in one transaction: the same statements migrateSchema runs, in
 * the same order under the same search_path, with a history row each, so the schema is the one migrateSchema
 * makes (test/platform/provision-equivalence.test.ts compares the two catalogs) and later upgrades find their
 * history. For a new gym only (provisionGym): one transaction instead of one per migration, about 240 round
 * trips fewer (most of the time on a busy machine), and a failure leaves no half-made schema. migrateSchema,
 * which upgrades gyms that exist and resumes after a crash, keeps its transaction per migration (decision 0389).
 * Fails when the schema exists.
 */
export async function createSchemaAtLatest(
  pool: pg.Pool,
  schema: string,
  migrations: Migration[],
): Promise<MigrateResult> {
  const s = quoteIdent(schema);
  await inLockedTransaction(pool, schema, async (client) => {
    await client.query(`CREATE SCHEMA ${s}`);
    await client.query(
      `CREATE TABLE ${s}.${HISTORY_TABLE} (name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    await client.query(`SET LOCAL search_path TO ${s}`);
    for (const migration of migrations) await client.query(migration.sql);
    await client.query(
      `INSERT INTO ${s}.${HISTORY_TABLE} (name, checksum) SELECT * FROM unnest($1::text[], $2::text[])`,
      [migrations.map((m) => m.name), migrations.map((m) => m.checksum)],
    );
  });
  return { schema, applied: migrations.map((m) => m.name) };
}

async function inLockedTransaction<T>(
  pool: pg.Pool,
  schema: string,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`migrate:${schema}`]);
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function appliedMigrations(pool: pg.Pool, schema: string): Promise<Map<string, string>> {
  const exists = await pool.query("SELECT to_regclass($1) AS t", [`${quoteIdent(schema)}.${HISTORY_TABLE}`]);
  if (!exists.rows[0]?.t) return new Map();
  const rows = await pool.query<{ name: string; checksum: string }>(
    `SELECT name, checksum FROM ${quoteIdent(schema)}.${HISTORY_TABLE}`,
  );
  return new Map(rows.rows.map((r) => [r.name, r.checksum]));
}

function assertChecksums(schema: string, migrations: Migration[], done: Map<string, string>): void {
  for (const m of migrations) if (done.get(m.name) !== m.checksum) throw checksumError(schema, m.name);
}

function checksumError(schema: string, name: string): Error {
  return new Error(
    `Migration ${name} was changed after it was applied to schema ${schema}; add a new migration instead`,
  );
}

/** Migrates many schemas, a few at a time, and reports every failure rather than stopping at the first. */
export async function migrateSchemas(
  pool: pg.Pool,
  schemas: string[],
  migrations: Migration[],
  concurrency = 4,
): Promise<{ results: MigrateResult[]; failures: { schema: string; error: Error }[] }> {
  const results: MigrateResult[] = [];
  const failures: { schema: string; error: Error }[] = [];
  const queue = [...schemas];
  const worker = async () => {
    for (let schema = queue.shift(); schema !== undefined; schema = queue.shift()) {
      try {
        results.push(await migrateSchema(pool, schema, migrations));
      } catch (error) {
        failures.push({ schema, error: error instanceof Error ? error : new Error(String(error)) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, schemas.length)) }, worker));
  return { results, failures };
}
