/**
 * A separate process that runs the start-up migration path (`migratePendingGyms`) over some gyms, for
 * the tests of killing a migration mid-way and of two processes starting at once. Reads
 * MIGRATE_DATABASE_URL, MIGRATE_SCHEMAS (comma-separated) and MIGRATE_MIGRATIONS (a JSON file of
 * `{ name, sql, checksum }`); prints one JSON line with the summary and exits 0.
 */
import { readFileSync } from "node:fs";
import { openDatabase } from "../../src/db/database.ts";
import type { Migration } from "../../src/db/migrator.ts";
import { migratePendingGyms } from "../../src/tenancy/background-migrations.ts";

const migrations = JSON.parse(readFileSync(process.env.MIGRATE_MIGRATIONS ?? "", "utf8")) as Migration[];
const db = openDatabase(process.env.MIGRATE_DATABASE_URL ?? "", { poolSize: 4, tenantCacheSize: 4 });
process.stdout.write("started\n");
const summary = await migratePendingGyms(db, {
  migrations,
  only: (process.env.MIGRATE_SCHEMAS ?? "").split(","),
  concurrency: 2,
});
process.stdout.write(
  `${JSON.stringify({
    migrated: summary.migrated,
    upToDate: summary.upToDate,
    failures: summary.failures.map((f) => ({ schema: f.schema, error: f.error.message })),
  })}\n`,
);
await db.close();
