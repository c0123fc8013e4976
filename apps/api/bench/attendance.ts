// The front desk under load (issue 24 ¶8): 1,000 members and a year of check-ins (~250,000 rows). Check-in
// single user and at 32 connections (every request a real visit: distinct members, their latest check-in
// aged a day before each run, the rows counted after), the heat map and 'paying but not attending' single
// user; each next to the same services on plain `pg` in the bare server (bare.ts mounts
// attendanceBareRoutes). One line in run.ts; alone: `npx tsx bench/attendance.ts` with DATABASE_URL.
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_TIME_ZONE, todayIn, worklistQuery } from "@gym/contracts";
import autocannon from "autocannon";
import type { FastifyInstance } from "fastify";
import { REPO_ROOT } from "../src/config/env.ts";
import { openDatabase } from "../src/db/database.ts";
import { quoteIdent } from "../src/db/pool.ts";
import { checkIn } from "../src/modules/attendance/check-in/service.ts";
import { heatMap, notAttending } from "../src/modules/attendance/reports/service.ts";
import type { AreaContext } from "../src/modules/context.ts";
import { migratePlatform, provisionGym } from "../src/tenancy/provision.ts";
import { ageLatestCheckIns, BENCH_ATTENDANCE_MEMBERS, countCheckIns, insertAttendanceData } from "./attendance-data.ts";
import { type Measurement, measure, percentile } from "./measure.ts";
import { writeBenchSection } from "./report.ts";
import { createScratchDatabase } from "./scratch-database.ts";

const SCHEMA = "bench_attendance";

/** The same services the app's routes call, on the bare server's plain-pg context. */
export function attendanceBareRoutes(app: FastifyInstance, ctx: AreaContext & { gymName: string }): void {
  app.post("/bare/attendance/check-in/", async (request) => {
    const body = request.body as { member_id: number };
    return checkIn(ctx, { member_id: body.member_id }, { staffUserId: 1, gymName: ctx.gymName });
  });
  app.get("/bare/attendance/heat-map/", async () => heatMap(ctx, {}));
  app.get("/bare/attendance/not-attending/", async () =>
    notAttending(ctx, worklistQuery.parse({}) as { page: number; page_size: number }, ctx.gymName),
  );
}

/** `amount` check-ins of distinct members (from `ids`), over `connections`: every one a real visit. */
function checkIns(url: string, headers: Record<string, string>, ids: number[], amount: number, connections: number) {
  return new Promise<Measurement>((resolve, reject) => {
    let next = 0;
    const latencies: number[] = [];
    const t0 = performance.now();
    const setupRequest = (r: { headers?: Record<string, string> }) => ({
      ...r,
      body: JSON.stringify({ member_id: ids[next++ % ids.length] }),
    });
    const instance = autocannon(
      {
        url,
        connections,
        amount,
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        requests: [{ setupRequest }],
      },
      (error, result) => {
        if (error) return reject(error);
        const seconds = (performance.now() - t0) / 1000;
        latencies.sort((a, b) => a - b);
        resolve({
          requests: result.requests.total,
          rps: result.requests.total / seconds,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          errors: result.errors + result.timeouts + result.non2xx,
        });
      },
    );
    instance.on("response", (_c: unknown, _s: number, _b: number, ms: number) => latencies.push(ms));
  });
}

/** Active, renewing today or later, nothing owed past its due date (the bench's data: one record a month). */
const eligibleSql = (schema: string) =>
  `SELECT m.id FROM ${quoteIdent(schema)}.members m
    WHERE m.status = 'ACTIVE' AND m.renewal_date >= $1::date
      AND NOT EXISTS (SELECT 1 FROM ${quoteIdent(schema)}.member_payments p
                       WHERE p.member_id = m.id AND p.due_date < $1::date AND p.amount_paid < p.amount_due)
    ORDER BY m.id`;

const row = (name: string, a: Measurement, b: Measurement, target: string) =>
  `| ${name} | ${a.p50} / ${a.p95} / ${a.p99} | ${a.rps.toFixed(0)} | ${b.p50} / ${b.p95} / ${b.p99} | ${b.rps.toFixed(0)} | ${target} | ${a.errors + b.errors} |`;

export async function benchAttendance(databaseUrl: string, seconds: number): Promise<string> {
  const work = mkdtempSync(join(tmpdir(), "gym-bench-attendance-"));
  const db = openDatabase(databaseUrl, { poolSize: 4, tenantCacheSize: 4 });
  let child: ReturnType<typeof fork> | null = null;
  const say = (line: string) => process.stdout.write(`${line}\n`);
  try {
    await migratePlatform(db.pool);
    const password = randomBytes(9).toString("hex");
    await provisionGym(
      { ...db, uploadDir: join(work, "uploads") },
      { schema_name: SCHEMA, gym_name: "Bench Desk Gym", admin: { username: "owner", password, full_name: "Desk" } },
    );
    const t = performance.now();
    const rows = await insertAttendanceData(db.pool, SCHEMA, todayIn(DEFAULT_TIME_ZONE));
    say(
      `attendance: ${rows} check-ins of ${BENCH_ATTENDANCE_MEMBERS} members in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    child = fork(new URL("./server.ts", import.meta.url), {
      execArgv: ["--import", "tsx"],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: work,
        JWT_SECRET: randomBytes(32).toString("hex"),
        BENCH_SCHEMA: SCHEMA,
        SEED_DEMO: "false",
        // The scheduler's start-up passes would bill and back up while the runs measure (and change who is let in).
        SCHEDULER_ENABLED: "false",
      },
    });
    const ports = await new Promise<{ app: number; bare: number }>((resolve) =>
      child!.once("message", resolve as never),
    );
    const app = `http://127.0.0.1:${ports.app}`;
    const bare = `http://127.0.0.1:${ports.bare}`;
    const login = await fetch(`${app}/api/android/auth/login/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ schema_name: SCHEMA, username: "owner", password }),
    });
    const auth = { authorization: `Token ${((await login.json()) as { token: string }).token}` };
    // The members the door lets in (active, paid up): each of their check-ins is a visit stored.
    const eligible = await db.pool.query(eligibleSql(SCHEMA), [todayIn(DEFAULT_TIME_ZONE)]);
    const ids = eligible.rows.map((r) => r.id as number);

    /** A check-in run: latest visits aged first, and every request must have stored one visit. */
    const visits = async (url: string, headers: Record<string, string>, amount: number, connections: number) => {
      await ageLatestCheckIns(db.pool, SCHEMA);
      const before = await countCheckIns(db.pool, SCHEMA);
      const m = await checkIns(url, headers, ids, amount, connections);
      const stored = (await countCheckIns(db.pool, SCHEMA)) - before;
      if (stored !== amount) throw new Error(`${url}: ${stored} visits stored for ${amount} check-ins`);
      return m;
    };
    await visits(`${app}/api/attendance/check-in/`, auth, 100, 1); // warm-up
    const singleApp = await visits(`${app}/api/attendance/check-in/`, auth, 500, 1);
    const singleBare = await visits(`${bare}/bare/attendance/check-in/`, {}, 500, 1);
    const manyApp = await visits(`${app}/api/attendance/check-in/`, auth, ids.length, 32);
    const manyBare = await visits(`${bare}/bare/attendance/check-in/`, {}, ids.length, 32);
    const read = async (appPath: string, barePath: string) => {
      await measure(app + appPath, auth, 1, 1);
      return [await measure(app + appPath, auth, seconds, 1), await measure(bare + barePath, {}, seconds, 1)] as const;
    };
    const [heatApp, heatBare] = await read("/api/attendance/reports/heat-map/", "/bare/attendance/heat-map/");
    const [awayApp, awayBare] = await read("/api/attendance/reports/not-attending/", "/bare/attendance/not-attending/");
    const section = `Front desk (issue 24; \`apps/api/bench/attendance.ts\`, ${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} at the end): ${BENCH_ATTENDANCE_MEMBERS.toLocaleString("en-IN")} members, ${rows.toLocaleString("en-IN")} check-ins over a year. A check-in run ages every member's latest visit by a day first and sends each request for another of the ${ids.length} members the door lets in (the others are suspended, expired or owe last month: answered red, nothing stored); it fails unless every request stored its visit. Reads: ${seconds} s at one connection (the owner opening a report).

| scenario | app p50 / p95 / p99 ms | app req/s | bare pg p50 / p95 / p99 ms | bare pg req/s | target | errors |
| --- | --- | --- | --- | --- | --- | --- |
${row("check-in (door check + visit), single user, 500 members", singleApp, singleBare, "p95 ≤ 20 ms")}
${row(`check-in, 32 connections, ${ids.length} members`, manyApp, manyBare, "≥ 200 req/s")}
${row("heat map (last 12 weeks), single user", heatApp, heatBare, "p95 ≤ 100 ms")}
${row("paying but not attending (first page), single user", awayApp, awayBare, "p95 ≤ 100 ms")}`;
    say(section);
    writeBenchSection(join(REPO_ROOT, "docs/performance.md"), section, "attendance");
    return section;
  } finally {
    if (child) {
      child.send("stop");
      await new Promise((resolve) => child!.once("exit", resolve));
    }
    await db.pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(SCHEMA)} CASCADE`).catch(() => {});
    await db.registry.client.gym.deleteMany({ where: { schema_name: SCHEMA } }).catch(() => {});
    await db.close();
    rmSync(work, { recursive: true, force: true });
  }
}

// Alone: npx tsx bench/attendance.ts, against a fresh database on DATABASE_URL's server.
if (process.argv[1]?.endsWith("attendance.ts")) {
  const admin = process.env.DATABASE_URL;
  if (!admin) throw new Error("DATABASE_URL is required to run bench/attendance.ts alone");
  const scratch = await createScratchDatabase(admin, "gym_bench_attendance");
  try {
    await benchAttendance(scratch.url, Number(process.env.BENCH_SECONDS ?? 10));
  } finally {
    await scratch.drop();
  }
}
