import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { isValidSchemaName } from "@gym/contracts";
import { type Env, loadEnv } from "./config/env.ts";
import { connect } from "./db/connect.ts";
import type { Database } from "./db/database.ts";
import { SCHEDULED_JOBS } from "./scheduler/jobs.ts";
import { NIGHTLY_BACKUP, runScheduledJobs } from "./scheduler/run-jobs.ts";
import { ensureDemoGym } from "./seed/demo-gym.ts";
import { backupCommand, restoreCommand } from "./tenancy/backup/commands.ts";
import { dropGymForGood } from "./tenancy/backup/drop.ts";
import { nightlySettings } from "./tenancy/backup/settings.ts";
import { migrateAllGyms, migratePlatform, provisionGym } from "./tenancy/provision.ts";

const USAGE = `Usage:
  npm run tenants -- create --schema <schema_name> --name "<gym name>" [--admin <username>] [--password <pw>] [--full-name "<name>"] [--email <email>] [--time-zone <IANA zone, default DEFAULT_TIME_ZONE>]
  npm run tenants -- list
  npm run tenants -- migrate [--concurrency <n>]
  npm run tenants -- seed          (creates the demo gym if it does not exist)
  npm run tenants -- backup --schema <schema_name> [--out <file>]   (one file per gym; default in BACKUP_DIR)
  npm run tenants -- backup --all [--out <folder>]
  npm run tenants -- restore --file <backup file> [--as <new_schema>] [--replace]   (--replace: replace a gym that exists under that name)
  npm run tenants -- drop --schema <schema_name> --confirm <schema_name>   (removes the gym, its data and photos for good: back it up first)
  npm run tenants -- run-jobs [--schema <schema_name>] [--job <name>]   (one scheduler pass now; jobs: ${[...SCHEDULED_JOBS.map((j) => j.name), NIGHTLY_BACKUP].join(", ")})`;

const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * A path the operator typed, from the folder they typed it in: `npm run tenants` runs this file in
 * apps/api, and npm keeps the caller's folder in INIT_CWD.
 */
const fromCaller = (path: string | undefined) =>
  path === undefined ? undefined : resolve(process.env.INIT_CWD ?? process.cwd(), path);

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      schema: { type: "string" },
      name: { type: "string" },
      admin: { type: "string", default: "admin" },
      password: { type: "string" },
      "full-name": { type: "string", default: "Gym Owner" },
      email: { type: "string", default: "" },
      "time-zone": { type: "string" },
      concurrency: { type: "string", default: "4" },
      job: { type: "string" },
      out: { type: "string" },
      all: { type: "boolean", default: false },
      file: { type: "string" },
      as: { type: "string" },
      replace: { type: "boolean", default: false },
      confirm: { type: "string" },
    },
  });
  if (!command || !["create", "list", "migrate", "seed", "run-jobs", "backup", "restore", "drop"].includes(command)) {
    say(USAGE);
    return command ? 2 : 0;
  }
  const env = loadEnv();
  // A running `npm start` keeps its embedded PostgreSQL: the CLI works beside it rather than refusing.
  const connection = await connect(env, undefined, undefined, { shareRunning: true, listen: false });
  const { db } = connection;
  try {
    await migratePlatform(db.pool);
    if (command === "create") {
      if (!values.schema || !values.name) {
        say(USAGE);
        return 2;
      }
      const password = values.password ?? randomBytes(9).toString("base64url");
      await provisionGym(
        { ...db, uploadDir: env.UPLOAD_DIR },
        {
          schema_name: values.schema,
          gym_name: values.name,
          time_zone: values["time-zone"] ?? env.DEFAULT_TIME_ZONE,
          admin: { username: values.admin, password, full_name: values["full-name"], email: values.email },
        },
      );
      say(`Created gym "${values.name}" (schema ${values.schema}).`);
      say(
        `Sign in with Gym Schema "${values.schema}", Username "${values.admin}"${values.password ? "" : `, Password "${password}" (shown once: keep it safe)`}.`,
      );
    } else if (command === "list") {
      const gyms = await db.registry.list();
      if (!gyms.length) say('No gyms yet. Create one with: npm run tenants -- create --schema my_gym --name "My Gym"');
      for (const g of gyms) {
        // A gym behind this code's migrations answers 503 until a start (or `migrate`) brings it up (decision 0061).
        const schemaState = g.migration_error
          ? `  MIGRATION FAILED: ${g.migration_error.split("\n")[0]}`
          : db.registry.isReady(g)
            ? ""
            : "  MIGRATION PENDING";
        say(
          `${g.schema_name.padEnd(32)} ${g.status.padEnd(10)} ${g.created_at.toISOString().slice(0, 10)}  ${g.time_zone.padEnd(20)} ${g.gym_name}${schemaState}`,
        );
      }
    } else if (command === "migrate") {
      const result = await migrateAllGyms(db, Number(values.concurrency) || 4);
      say(`Migrated ${result.migrated} gym(s); ${result.upToDate} already up to date.`);
      for (const f of result.failures) say(`FAILED ${f.schema}: ${f.error.message}`);
      return result.failures.length ? 1 : 0;
    } else if (command === "backup") {
      if (!values.all && !values.schema) {
        say(USAGE);
        return 2;
      }
      return await backupCommand(db, env, values.all ? null : (values.schema ?? null), fromCaller(values.out));
    } else if (command === "restore") {
      if (!values.file) {
        say(USAGE);
        return 2;
      }
      return await restoreCommand(db, env, fromCaller(values.file) ?? values.file, values.as, values.replace);
    } else if (command === "drop") {
      return await dropCommand(db, env, values.schema, values.confirm);
    } else if (command === "run-jobs") {
      return await runJobs(db, env, values.schema, values.job);
    } else {
      say(
        (await ensureDemoGym(db, env, say))
          ? `Demo gym ${env.DEMO_SCHEMA} created.`
          : `Demo gym ${env.DEMO_SCHEMA} already exists.`,
      );
    }
    return 0;
  } finally {
    await connection.close();
  }
}

/** `tenants drop`: the schema typed twice, a valid gym name only (never `platform` or a system schema). */
async function dropCommand(db: Database, env: Env, schema?: string, confirm?: string): Promise<number> {
  if (!schema || !isValidSchemaName(schema)) {
    say(USAGE);
    return 2;
  }
  if (confirm !== schema) {
    say(`Nothing dropped. To remove ${schema} and all its data and photos for good, add --confirm ${schema}.`);
    return 2;
  }
  const existed = await dropGymForGood(db, env.UPLOAD_DIR, schema);
  say(
    existed
      ? `Dropped gym ${schema}: its data, registry entry and photos are gone.`
      : `No gym ${schema}: nothing dropped.`,
  );
  return existed ? 0 : 1;
}

/** One scheduler pass for operators (issue 9 ¶3): every active gym, or one; every job, or one. */
async function runJobs(db: Database, env: Env, schema?: string, jobName?: string): Promise<number> {
  const jobs = jobName ? SCHEDULED_JOBS.filter((j) => j.name === jobName) : SCHEDULED_JOBS;
  // Named by hand, the nightly backup runs now whatever BACKUP_HOUR says (still once per gym's day).
  const backups =
    jobName === NIGHTLY_BACKUP ? { ...nightlySettings(env), hour: 0 } : !jobName ? nightlySettings(env) : undefined;
  if (!jobs.length && !backups) {
    say(`Unknown job "${jobName}". Jobs: ${SCHEDULED_JOBS.map((j) => `${j.name} (${j.description})`).join("; ")}`);
    return 2;
  }
  const { results, skipped } = await runScheduledJobs(db, {
    jobs,
    schemas: schema ? [schema] : undefined,
    uploadDir: env.UPLOAD_DIR,
    backups,
  });
  for (const r of results)
    say(`${r.schema.padEnd(32)} ${r.job.padEnd(24)} ${r.error ? `FAILED: ${r.error}` : `${r.changed} change(s)`}`);
  for (const s of skipped) say(`${s.padEnd(32)} skipped: another process is running its jobs`);
  if (!results.length && !skipped.length) say(schema ? `No active gym "${schema}".` : "No active gyms.");
  return results.some((r) => r.error) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
