import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { todayIn } from "@gym/contracts";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { type BuildOptions, buildApp } from "../../src/app.ts";
import { type Env, loadEnv } from "../../src/config/env.ts";
import { type Database, openDatabase } from "../../src/db/database.ts";
import type { Migration } from "../../src/db/migrator.ts";
import { PinnedClock } from "../../src/lib/clock.ts";
import { type SeedContext, seedContext } from "../../src/seed/seeder.ts";
import { migratePlatform, provisionGym } from "../../src/tenancy/provision.ts";

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  env: Env;
  /**
   * The product's clock in this file (decision 0196): it starts at TEST_NOW when set (`npm run test:dates`
   * runs the date-sensitive suites at the boundary days that way), else at the real time, and runs on.
   * A test whose rule depends on the day pins it: `ctx.clock.pin(gymInstant("2026-12-13"))`.
   */
  clock: PinnedClock;
  close(): Promise<void>;
}

/** The instant the run starts its clocks at: TEST_NOW (an ISO instant) or now. */
export function testStartInstant(): Date {
  const at = process.env.TEST_NOW;
  return at ? new Date(at) : new Date();
}

/** An instant on a calendar day of the test gyms (Asia/Kolkata, +05:30), at `time` there (default 10:00). */
export function gymInstant(day: string, time = "10:00"): string {
  return `${day}T${time}:00+05:30`;
}

/** The app over the run's test database, as tests drive it through `inject` (one per test file). */
export async function createTestContext(
  overrides: Record<string, string> = {},
  options: {
    tenantMigrations?: readonly Migration[];
    /** LISTEN for other processes' ended sessions, as the server does (decision 0391). */
    listen?: boolean;
  } & BuildOptions = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), "gym-api-test-"));
  const env = loadEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: inject("databaseUrl"),
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, "no-web-build"),
    JWT_SECRET: "test-secret-test-secret-test-secret-0123456789",
    LOGIN_RATE_LIMIT_PER_MINUTE: "1000",
    PUBLIC_FEEDBACK_PER_ADDRESS_PER_HOUR: "1000",
    MEMBER_LINK_MISSES_PER_ADDRESS: "1000",
    // .ci/pgbouncer-api.sh: off through PgBouncer 1.18 in transaction mode (decision 0409).
    DATABASE_PREPARED_STATEMENTS: process.env.DATABASE_PREPARED_STATEMENTS ?? "on",
    ...overrides,
  });
  const clock = new PinnedClock(testStartInstant());
  const db = openDatabase(env.DATABASE_URL!, {
    clock,
    poolSize: 5,
    tenantCacheSize: env.TENANT_CLIENT_CACHE_SIZE,
    maxLifetimeSeconds: env.DATABASE_POOL_MAX_LIFETIME_SECONDS,
    // DATABASE_POOL_SHARDS=3 npx vitest run --project api runs the whole suite over a sharded pool. `auto`
    // (the default) counts a process's gyms at its start; the run's database holds however many gyms the
    // files before this one made, so here it means one pool, the same for every file.
    poolShards: env.DATABASE_POOL_SHARDS === "auto" ? 1 : env.DATABASE_POOL_SHARDS,
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS === "on",
    tenantMigrations: options.tenantMigrations,
    listenUrl: options.listen ? inject("directDatabaseUrl") : undefined,
  });
  await db.changeListener?.ready;
  await migratePlatform(db.pool);
  const app = await buildApp(env, db, { logStream: options.logStream, onRoute: options.onRoute });
  await app.ready();
  return {
    app,
    db,
    env,
    clock,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export interface TestGym {
  schema: string;
  username: string;
  password: string;
  token: string;
  /** Authorization header for this gym's admin. */
  auth: { authorization: string };
}

/** Provisions a gym with a unique schema name and signs its admin in. */
export async function createGym(ctx: TestContext, prefix = "gym"): Promise<TestGym> {
  const schema = `${prefix}_${randomBytes(5).toString("hex")}`;
  const username = "owner";
  const password = `pw-${randomBytes(6).toString("hex")}`;
  await provisionGym(
    { ...ctx.db, uploadDir: ctx.env.UPLOAD_DIR },
    {
      schema_name: schema,
      gym_name: `Test Gym ${schema}`,
      admin: { username, password, full_name: "Test Owner", email: "owner@test.example" },
    },
  );
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/android/auth/login/",
    payload: { schema_name: schema, username, password, user_type: "admin" },
  });
  const token = res.json().token as string;
  if (!token) throw new Error(`sign-in failed for test gym: ${res.body}`);
  return { schema, username, password, token, auth: { authorization: `Bearer ${token}` } };
}

/** A seeder's (or service's) context for one of the run's gyms, in the gym's time zone. */
export function gymSeedContext(ctx: TestContext, schema: string, timeZone = ctx.env.DEFAULT_TIME_ZONE): SeedContext {
  return seedContext(ctx.db, schema, ctx.env.UPLOAD_DIR, timeZone);
}

/** Today in the test gyms' calendar by the file's clock (createGym makes them in the default time zone, decision 0009). */
export function gymToday(ctx: TestContext): string {
  return todayIn(ctx.env.DEFAULT_TIME_ZONE, ctx.clock.now());
}
