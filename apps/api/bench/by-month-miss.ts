// The monthly view's first request after a write (issue 28 §3), as interleaved pairs of builds on one database:
// the PostgreSQL CPU (every backend of the database, /proc) and the app's Node CPU per (write + by-month request).
// Each build is a worktree whose own code makes its own gym (its own migrations) in the same scratch database and
// serves it; the builds are asked in turn, so a neighbour's load lands on each alike. Run from apps/api:
//
//   npx tsx bench/by-month-miss.ts setup <database url> <schema>      (in each build's apps/api: its gym, its code)
//   npx tsx bench/by-month-miss.ts drive <database url> <pairs> <name>=<apps/api dir>:<schema>:<port>[:<VAR=value,...>] ...
//
// Writes, 30 per block after one warm-up: "member" (the bench's: one member's phone rewritten, so every request is a
// miss), "paid on page" / "paid off page" (the month's bill of the first / last member in name order marked paid or
// unpaid in turn: what the desk does all day).
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_TIME_ZONE, monthStart, todayIn } from "@gym/contracts";
import pg from "pg";
import { openDatabase } from "../src/db/database.ts";
import { qualified, quoteIdent } from "../src/db/pool.ts";
import type { TenantDb } from "../src/db/tenant-clients.ts";
import { systemClock } from "../src/lib/clock.ts";
import { gymContext } from "../src/modules/context.ts";
import { autoGenerate } from "../src/modules/member-payments/tracking/service.ts";
import { migratePlatform, provisionGym } from "../src/tenancy/provision.ts";
import { cpuMs, percentile } from "./measure.ts";
import { history } from "./member-payments.ts";
import { insertBenchMembers } from "./members-10k.ts";
import { backendsCpu, postgresMsPerRequest } from "./postgres-cpu.ts";

const PASSWORD = "bench-miss-owner";
const [mode, url, ...rest] = process.argv.slice(2);
if (!url) throw new Error("usage: setup <url> <schema> | drive <url> <pairs> <name>=<dir>:<schema>:<port> ...");
const today = todayIn(DEFAULT_TIME_ZONE);
const month = monthStart(today);

/** The bench's gym (bench/run.ts, bench/member-payments.ts): 10,000 members, 24 months paid, this month generated. */
async function setup(schema: string) {
  const db = openDatabase(url!, { poolSize: 4, tenantCacheSize: 4 });
  await migratePlatform(db.pool).catch(() => {});
  const work = mkdtempSync(join(tmpdir(), "miss-"));
  await provisionGym(
    { ...db, uploadDir: join(work, "uploads") },
    {
      schema_name: schema,
      gym_name: "Bench Fitness",
      admin: { username: "owner", password: PASSWORD, full_name: "O" },
    },
  );
  await insertBenchMembers(db.tenants.get(schema), schema, today);
  await db.pool.query(`VACUUM ANALYZE ${quoteIdent(schema)}.members`);
  await db.close();
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  await history(pool, schema, today);
  const bare = {
    $queryRawUnsafe: async (sql: string, ...params: unknown[]) => (await pool.query(sql, params)).rows,
  } as unknown as TenantDb;
  const made = await autoGenerate(gymContext(bare, { schema, timeZone: DEFAULT_TIME_ZONE }, "", systemClock));
  process.stdout.write(`${schema}: ${JSON.stringify(made)}\n`);
  await pool.end();
}

/** Every backend of the database: its CPU so far in ns (/proc/<pid>/schedstat, finer than stat's 10 ms ticks). */
async function backendsNs(pool: pg.Pool): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'",
  );
  return new Map(rows.map((r) => [r.pid, Number(readFileSync(`/proc/${r.pid}/schedstat`, "utf8").split(" ")[0])]));
}

interface Build {
  name: string;
  dir: string;
  schema: string;
  port: number;
  pid: number;
  token: string;
  writes: Record<string, string>;
}

async function start(spec: string, pool: pg.Pool): Promise<Build> {
  const name = spec.slice(0, spec.indexOf("="));
  const where = spec.slice(spec.indexOf("=") + 1);
  // An optional fourth field sets the build's environment: `DATABASE_PREPARED_STATEMENTS=off,...` (decision 0409).
  const [dir, schema, port, settings = ""] = where.split(":") as [string, string, string, string?];
  const extra = Object.fromEntries(
    settings
      .split(",")
      .filter(Boolean)
      .map((kv) => kv.split("=") as [string, string]),
  );
  const child = fork(join(dir, "bench/server.ts"), {
    cwd: dir,
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: url,
      DATA_DIR: mkdtempSync(join(tmpdir(), "miss-")),
      JWT_SECRET: randomBytes(32).toString("hex"),
      BENCH_SCHEMA: schema,
      BENCH_PORT: port,
      SEED_DEMO: "false",
      SCHEDULER_ENABLED: "false",
      ...extra,
    },
  });
  process.on("exit", () => child.kill());
  await new Promise((resolve) => child.once("message", resolve));
  const login = await fetch(`http://127.0.0.1:${port}/api/android/auth/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ schema_name: schema, username: "owner", password: PASSWORD, user_type: "admin" }),
  });
  const token = ((await login.json()) as { token: string }).token;
  const t = (n: string) => qualified(schema, n);
  // The month's bill of the first (last) member in the page's order, found once: the write itself is one row by id.
  const billOf = async (dir: string) =>
    (
      await pool.query<{ id: number }>(
        `SELECT p.id FROM ${t("member_payments")} p JOIN ${t("members")} m ON m.id = p.member_id
          WHERE p.membership_month = $1::date ORDER BY m.first_name || ' ' || m.last_name ${dir}, m.id ${dir} LIMIT 1`,
        [month],
      )
    ).rows[0]!.id;
  const paid = async (dir: string) =>
    `UPDATE ${t("member_payments")} SET amount_paid = CASE WHEN amount_paid = 0 THEN amount_due ELSE 0 END WHERE id = ${await billOf(dir)}`;
  return {
    name,
    dir,
    schema,
    port: Number(port),
    pid: child.pid!,
    token,
    writes: {
      member: `UPDATE ${t("members")} SET phone = phone WHERE id = (SELECT min(id) FROM ${t("members")})`,
      "paid on page": await paid("ASC"),
      "paid off page": await paid("DESC"),
    },
  };
}

async function drive(pairs: number, specs: string[]) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const builds: Build[] = [];
  for (const spec of specs) builds.push(await start(spec, pool));
  const ask = async (b: Build) => {
    const res = await fetch(
      `http://127.0.0.1:${b.port}/api/expenses/member-payments/by-month/?year=${month.slice(0, 4)}&month=${Number(month.slice(5, 7))}`,
      { headers: { authorization: `Token ${b.token}`, "accept-encoding": "gzip, deflate, br" } },
    );
    if (res.status !== 200) throw new Error(`${b.name}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ month_info: unknown; members: unknown[] }>;
  };
  // Each build's first request builds the month (once).
  const first = await Promise.all(builds.map((b) => ask(b)));
  for (const [i, f] of first.entries()) {
    // The records' ids differ between the gyms (auto-generate's order), so the month's figures are compared.
    const same = JSON.stringify(f.month_info) === JSON.stringify(first[0]!.month_info);
    process.stdout.write(
      `${builds[i]!.name}: ${f.members.length} members on the page, month_info as ${builds[0]!.name}'s: ${same}\n`,
    );
  }
  const results: Record<string, Record<string, number[]>> = {};
  const block = async (b: Build, kind: string) => {
    const write = b.writes[kind]!;
    await pool.query(write);
    await ask(b);
    const before = await backendsCpu(pool);
    const beforeNs = await backendsNs(pool);
    const node = cpuMs(b.pid);
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await pool.query(write);
      await ask(b);
      times.push(performance.now() - t0);
    }
    const pgMs = postgresMsPerRequest(before, await backendsCpu(pool), 30)!;
    const afterNs = await backendsNs(pool);
    let ns = 0;
    for (const [pid, x] of afterNs) ns += x - (beforeNs.get(pid) ?? 0);
    const schedMs = ns / 1e6 / 30;
    const nodeMs = (cpuMs(b.pid) - node) / 30;
    times.sort((x, y) => x - y);
    const byBuild = results[kind] ?? {};
    results[kind] = byBuild;
    byBuild[b.name] = [...(byBuild[b.name] ?? []), schedMs];
    process.stdout.write(
      `${kind.padEnd(13)} ${b.name.padEnd(8)} PostgreSQL ${schedMs.toFixed(2)} ms (ticks ${pgMs.toFixed(2)}), Node ${nodeMs.toFixed(2)} ms, wall p50 ${percentile(times, 50)} / p95 ${percentile(times, 95)} ms | loadavg ${loadavg()
        .map((x) => x.toFixed(1))
        .join(" ")}\n`,
    );
  };
  for (let pair = 0; pair < pairs; pair++) {
    for (const kind of ["member", "paid on page", "paid off page"]) {
      // The order turns each pair, so neither build always goes first.
      const order = builds.map((_, i) => builds[(i + pair) % builds.length]!);
      for (const b of order) await block(b, kind);
    }
  }
  for (const [kind, byBuild] of Object.entries(results)) {
    const line = Object.entries(byBuild).map(
      ([name, xs]) => `${name} ${[...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(2)}`,
    );
    process.stdout.write(`median PostgreSQL ms, ${kind}: ${line.join(" | ")}\n`);
  }
  await pool.end();
  process.exit(0);
}

if (mode === "setup") await setup(rest[0]!);
else if (mode === "drive") await drive(Number(rest[0]), rest.slice(1));
else throw new Error(`unknown mode ${mode}`);
