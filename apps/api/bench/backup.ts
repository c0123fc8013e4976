// Backup and restore of a 1,000-member gym with a year of records (issue 27, "Done when"): the demo gym's
// data in every area with its photos, plus the attendance bench's 1,000 members, a year of monthly payment
// records and ~250,000 check-ins. Times `tenants backup` and `tenants restore` as the CLI runs them
// (backupGym / restoreGym), and writes the "backup" section of docs/performance.md.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_TIME_ZONE, todayIn } from "@gym/contracts";
import { REPO_ROOT } from "../src/config/env.ts";
import { openDatabase } from "../src/db/database.ts";
import { demoSeeders } from "../src/seed/demo-seeders.ts";
import { seedContext } from "../src/seed/seeder.ts";
import { restoreGym } from "../src/tenancy/backup/restore.ts";
import { backupGym } from "../src/tenancy/backup/write-backup.ts";
import { migratePlatform, provisionGym } from "../src/tenancy/provision.ts";
import { BENCH_ATTENDANCE_MEMBERS, insertAttendanceData } from "./attendance-data.ts";
import { writeBenchSection } from "./report.ts";
import { createScratchDatabase } from "./scratch-database.ts";

const SCHEMA = "bench_backup_gym";

export async function benchBackup(databaseUrl: string): Promise<string> {
  const work = mkdtempSync(join(tmpdir(), "gym-bench-backup-"));
  const uploadDir = join(work, "uploads");
  const db = openDatabase(databaseUrl, { poolSize: 4, tenantCacheSize: 4 });
  const say = (line: string) => process.stdout.write(`${line}\n`);
  try {
    await migratePlatform(db.pool);
    await provisionGym(
      { ...db, uploadDir },
      {
        schema_name: SCHEMA,
        gym_name: "Bench Backup Gym",
        admin: { username: "owner", password: "bench-pw-123", full_name: "Owner" },
      },
    );
    // The bench's 1,000 members first (its payment records are written for every member there is), then the demo.
    const checkIns = await insertAttendanceData(db.pool, SCHEMA, todayIn(DEFAULT_TIME_ZONE));
    const seed = seedContext(db, SCHEMA, uploadDir, DEFAULT_TIME_ZONE);
    for (const seeder of demoSeeders) await seeder.run(seed);
    await db.pool.query("VACUUM ANALYZE");
    const version =
      (await db.pool.query<{ server_version: string }>("SHOW server_version")).rows[0]?.server_version ?? "?";

    const file = join(work, "bench.gymbackup.zip");
    let t = performance.now();
    const backup = await backupGym(db, SCHEMA, file, uploadDir);
    const backupSeconds = (performance.now() - t) / 1000;
    const rows = backup.manifest.tables.reduce((n, x) => n + x.rows, 0);
    say(
      `backup: ${rows} rows, ${backup.manifest.media.length} media files, ${backup.bytes} bytes in ${backupSeconds.toFixed(1)} s`,
    );

    t = performance.now();
    await restoreGym(db, { file, as: `${SCHEMA}_restored`, uploadDir });
    const restoreSeconds = (performance.now() - t) / 1000;
    say(`restore: ${restoreSeconds.toFixed(1)} s`);

    const mb = (backup.bytes / 1024 / 1024).toFixed(1);
    const section = `## Backup and restore (issue 27)

A gym of ${BENCH_ATTENDANCE_MEMBERS + 80} members with a year of records: the demo gym's data in every area and its
${backup.manifest.media.length} photos, plus ${BENCH_ATTENDANCE_MEMBERS} members with a year of monthly payment records and
${checkIns.toLocaleString("en-IN")} check-ins; ${rows.toLocaleString("en-IN")} rows in ${backup.manifest.tables.length} tables.
PostgreSQL ${version}, 2 cores, measured by \`npx tsx bench/backup.ts\` (in apps/api, DATABASE_URL = the server).

| step | time | file |
| --- | --- | --- |
| backup (\`tenants backup --schema\`: one repeatable-read snapshot, COPY per table, zip) | ${backupSeconds.toFixed(1)} s | ${mb} MB |
| restore under a new name (\`tenants restore --as\`: verify every checksum, migrate, COPY in, rename, register) | ${restoreSeconds.toFixed(1)} s | |`;
    writeBenchSection(join(REPO_ROOT, "docs/performance.md"), section, "backup");
    return section;
  } finally {
    await db.close();
    rmSync(work, { recursive: true, force: true });
  }
}

// Alone: npx tsx bench/backup.ts, against a fresh database on DATABASE_URL's server.
if (process.argv[1]?.endsWith("backup.ts")) {
  const admin = process.env.DATABASE_URL;
  if (!admin) throw new Error("DATABASE_URL is required to run bench/backup.ts alone");
  const scratch = await createScratchDatabase(admin, "gym_bench_backup");
  try {
    await benchBackup(scratch.url);
  } finally {
    await scratch.drop();
  }
}
