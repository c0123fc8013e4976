import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { REPO_ROOT } from "../../src/config/env.ts";
import { type Migration, readMigrations, TENANT_MIGRATIONS_DIR } from "../../src/db/migrator.ts";
import {
  latestVersion,
  migratePendingGyms,
  pendingGyms,
  startBackgroundMigrations,
} from "../../src/tenancy/background-migrations.ts";
import { GYM_UPDATE_FAILED, GYM_UPDATING } from "../../src/tenancy/registry.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";

/**
 * Issue 14 "Start": the server listens before tenant migrations; a gym not migrated yet (or whose
 * migration failed) answers 503 with Retry-After and never reaches its old schema; a failed gym is
 * recorded and listed while the others are served; a killed migration resumes; two processes starting
 * at once apply each migration once.
 */
const REAL = readMigrations(TENANT_MIGRATIONS_DIR);
const tag = randomBytes(3).toString("hex");
const extra = (name: string, sql: string): Migration => ({
  name: `99990101000000_${name}_${tag}`,
  sql,
  checksum: name,
});
const work = mkdtempSync(join(tmpdir(), "gym-bg-migrations-"));

let base: TestContext;
beforeAll(async () => {
  base = await createTestContext();
});
afterAll(() => base.close());

const members = (ctx: TestContext, gym: TestGym) =>
  ctx.app.inject({ method: "GET", url: "/api/members/members/", headers: gym.auth });
const signIn = (ctx: TestContext, gym: TestGym) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/android/auth/login/",
    payload: { schema_name: gym.schema, username: gym.username, password: gym.password, user_type: "admin" },
  });
const registryRow = async (schema: string) =>
  (
    await base.db.pool.query<{ schema_version: string | null; migration_error: string | null }>(
      "SELECT schema_version, migration_error FROM platform.gyms WHERE schema_name = $1",
      [schema],
    )
  ).rows[0];
const history = async (schema: string, name: string) =>
  (
    await base.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${schema}"._schema_migrations WHERE name = $1`,
      [name],
    )
  ).rows[0]?.n;

describe("tenant migrations in the background", () => {
  it("a provisioned gym is recorded at the latest version, so a start has nothing to check for it", async () => {
    const gym = await createGym(base, "bgnew");
    expect((await registryRow(gym.schema))?.schema_version).toBe(latestVersion(REAL));
    expect(await pendingGyms(base.db.pool, latestVersion(REAL), [gym.schema])).toEqual([]);
  });

  it("a gym behind the process's migrations answers 503 with Retry-After, touching no tenant table, then 200 once migrated", async () => {
    const gym = await createGym(base, "bgpend");
    const pending = extra("pending", "CREATE TABLE bg_pending (id int);");
    const ctx = await createTestContext({}, { tenantMigrations: [...REAL, pending] });
    try {
      for (const res of [await members(ctx, gym), await signIn(ctx, gym)]) {
        expect(res.statusCode).toBe(503);
        expect(res.headers["retry-after"]).toBe("5");
        expect(res.json()).toMatchObject({ success: false, error: GYM_UPDATING, message: GYM_UPDATING });
      }
      const page = await ctx.app.inject({ method: "GET", url: `/api/public/gyms/${gym.schema}/` });
      expect(page.statusCode).toBe(503);
      // No Prisma client was even made for the gym: nothing could have queried its old schema.
      expect(ctx.db.tenants.size).toBe(0);
      // The pending check is one query over the registry.
      expect(await pendingGyms(ctx.db.pool, latestVersion(ctx.db.migrations), [gym.schema])).toEqual([gym.schema]);

      const summary = await migratePendingGyms(ctx.db, { migrations: ctx.db.migrations, only: [gym.schema] });
      expect(summary.migrated).toEqual([gym.schema]);
      expect((await members(ctx, gym)).statusCode).toBe(200);
      expect((await signIn(ctx, gym)).statusCode).toBe(200);
      expect((await registryRow(gym.schema))?.schema_version).toBe(pending.name);
      // A process still on the older migrations keeps serving the gym (the version only grows).
      expect((await members(base, gym)).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it("a gym whose migration fails answers 503, is recorded and listed by `tenants list`; the others are served", async () => {
    const good = await createGym(base, "bgok");
    const bad = await createGym(base, "bgbad");
    const failing = extra(
      "fails_for_one",
      `CREATE TABLE bg_f (id int); DO $$ BEGIN IF current_schema() = '${bad.schema}' THEN RAISE EXCEPTION 'deliberate failure in %', current_schema(); END IF; END $$;`,
    );
    const ctx = await createTestContext({}, { tenantMigrations: [...REAL, failing] });
    try {
      const logged: string[] = [];
      const bg = startBackgroundMigrations(ctx.db, {
        migrations: ctx.db.migrations,
        only: [good.schema, bad.schema],
        concurrency: 2,
        log: (line) => logged.push(line),
      });
      const summary = await bg.done;
      expect(logged).toContainEqual(
        expect.stringMatching(new RegExp(`^migration failed for ${bad.schema}: .*deliberate failure`)),
      );
      expect(logged).toContainEqual(
        expect.stringMatching(/tenant migrations: 2 gym\(s\) checked .* 1 migrated, 0 already up to date, 1 failed/),
      );
      expect(summary.failures.map((f) => f.schema)).toEqual([bad.schema]);
      expect(summary.migrated).toEqual([good.schema]);

      expect((await members(ctx, good)).statusCode).toBe(200);
      const refused = await members(ctx, bad);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers["retry-after"]).toBe("60");
      expect(refused.json().error).toBe(GYM_UPDATE_FAILED);
      // The failed migration left nothing behind in the gym's schema.
      expect(await history(bad.schema, failing.name)).toBe(0);
      expect((await registryRow(bad.schema))?.migration_error).toMatch(/deliberate failure/);

      const listed = await runCli(["list"]);
      const line = listed.split("\n").find((l) => l.startsWith(bad.schema));
      expect(line).toMatch(/MIGRATION FAILED.*deliberate failure/);
      expect(listed.split("\n").find((l) => l.startsWith(good.schema))).not.toMatch(/FAILED/);
    } finally {
      await ctx.close();
    }
  });

  it("a process killed mid-migration: the next start resumes and applies each migration once", async () => {
    const gym = await createGym(base, "bgkill");
    const first = extra("kill_a", "CREATE TABLE kill_a (id int);");
    const slow = extra("kill_b", "SELECT pg_sleep(2); CREATE TABLE kill_b (id int);");
    const child = migrateInChild([gym.schema], [...REAL, first, slow]);
    for (let i = 0; i < 300 && (await history(gym.schema, first.name)) !== 1; i++) await sleep(50);
    expect(await history(gym.schema, first.name)).toBe(1);
    await sleep(200); // now inside the slow migration's transaction
    child.process.kill("SIGKILL");
    await child.exited;
    expect(await history(gym.schema, slow.name)).toBe(0);
    expect((await registryRow(gym.schema))?.schema_version).toBe(latestVersion(REAL));

    const resumed = await migratePendingGyms(base.db, { migrations: [...REAL, first, slow], only: [gym.schema] });
    expect(resumed.migrated).toEqual([gym.schema]);
    expect(await history(gym.schema, first.name)).toBe(1);
    expect(await history(gym.schema, slow.name)).toBe(1);
    expect((await registryRow(gym.schema))?.schema_version).toBe(slow.name);
  }, 60_000);

  it("two processes starting at once apply each migration once (advisory lock)", async () => {
    const gyms = [await createGym(base, "bgtwo"), await createGym(base, "bgtwo"), await createGym(base, "bgtwo")];
    const schemas = gyms.map((g) => g.schema);
    // Not idempotent: run twice in one schema it would fail (the table exists).
    const once = extra("once", "CREATE TABLE applied_once (id int); SELECT pg_sleep(0.2);");
    const [a, b] = [migrateInChild(schemas, [...REAL, once]), migrateInChild(schemas, [...REAL, once])];
    const [ra, rb] = [await a.result, await b.result];
    expect(ra.failures).toEqual([]);
    expect(rb.failures).toEqual([]);
    expect([...ra.migrated, ...rb.migrated].sort()).toEqual([...schemas].sort());
    // Each gym was migrated by exactly one of them; the other found it done (or no longer pending).
    expect(ra.migrated.filter((s) => rb.migrated.includes(s))).toEqual([]);
    for (const schema of schemas) {
      expect(await history(schema, once.name)).toBe(1);
      expect((await registryRow(schema))?.schema_version).toBe(once.name);
    }
  }, 60_000);
});

describe("server start", () => {
  it("listens first, then migrates the gyms the registry says are behind, and serves them once done", async () => {
    const gym = await createGym(base, "bgstart");
    // As after the deploy of a new migration: the registry does not know this gym to be up to date.
    await base.db.pool.query("UPDATE platform.gyms SET schema_version = NULL WHERE schema_name = $1", [gym.schema]);
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: join(REPO_ROOT, "apps/api"),
      env: {
        ...process.env,
        NODE_ENV: "test",
        DATABASE_URL: inject("databaseUrl"),
        DATA_DIR: work,
        PORT: String(port),
        HOST: "127.0.0.1",
        SEED_DEMO: "false",
        LOG_LEVEL: "silent",
        JWT_SECRET: base.env.JWT_SECRET,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout?.on("data", (d) => {
      out += String(d);
    });
    child.stderr?.on("data", (d) => {
      out += String(d);
    });
    try {
      for (let i = 0; i < 600 && !/tenant migrations: \d+ gym/.test(out); i++) await sleep(50);
      const ready = out.indexOf("Gym Owner Dashboard is running");
      const migrated = out.search(/tenant migrations: \d+ gym/);
      expect(ready, out).toBeGreaterThanOrEqual(0);
      expect(migrated, out).toBeGreaterThan(ready);
      expect((await registryRow(gym.schema))?.schema_version).toBe(latestVersion(REAL));
      const res = await fetch(`http://127.0.0.1:${port}/api/members/members/`, { headers: gym.auth });
      expect(res.status).toBe(200);
    } finally {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  }, 60_000);
});

interface ChildSummary {
  migrated: string[];
  upToDate: string[];
  failures: { schema: string; error: string }[];
}

function migrateInChild(schemas: string[], migrations: Migration[]) {
  const file = join(work, `migrations-${randomBytes(4).toString("hex")}.json`);
  writeFileSync(file, JSON.stringify(migrations));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "test/support/migrate-child.ts"], {
    cwd: join(REPO_ROOT, "apps/api"),
    env: {
      ...process.env,
      MIGRATE_DATABASE_URL: inject("databaseUrl"),
      MIGRATE_SCHEMAS: schemas.join(","),
      MIGRATE_MIGRATIONS: file,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => {
    out += String(d);
  });
  child.stderr?.on("data", (d) => {
    out += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const result = exited.then((code) => {
    const line = out.split("\n").find((l) => l.startsWith("{"));
    if (code !== 0 || !line) throw new Error(`migrate-child exited ${code}: ${out}`);
    return JSON.parse(line) as ChildSummary;
  });
  result.catch(() => {});
  return { process: child, exited, result };
}

async function runCli(args: string[]): Promise<string> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/cli.ts", ...args], {
    cwd: join(REPO_ROOT, "apps/api"),
    env: { ...process.env, DATABASE_URL: inject("databaseUrl"), DATA_DIR: work, LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => {
    out += String(d);
  });
  child.stderr?.on("data", (d) => {
    out += String(d);
  });
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`cli ${args.join(" ")} exited ${code}: ${out}`);
  return out;
}
