// Several API processes, proven (issue 28 item 5; decision 0230). Three built API processes behind
// HAProxy, PgBouncer in transaction mode in front of PostgreSQL, a scratch database: a few gyms, desks
// sending reads and payments (each with its own Idempotency-Key, retried with it) through HAProxy for
// SEVERAL_SECONDS (60), one process killed with kill -9 at a third of it and restarted at two thirds;
// then a PASS/FAIL report: payments exactly once, failures only in flight on the killed process,
// sign-out counted by every process, scheduler passes doing each gym's work once.
// Run: npm run several-processes (builds first); once built: npm run several-processes -w @gym/api
// DATABASE_URL: the PostgreSQL server to make the scratch database on (default 127.0.0.1:5432);
// SEVERAL_SECONDS, SEVERAL_DESKS_PER_GYM (3), SEVERAL_SEED (the desks' choices; printed by every run).
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../src/db/database.ts";
import { migratePlatform } from "../../src/tenancy/provision.ts";
import { freePort } from "../free-port.ts";
import { createScratchDatabase } from "../scratch-database.ts";
import { ApiProcesses } from "./api-processes.ts";
import { checkFailures, type KillWindow, receivedFrom } from "./check-failures.ts";
import { checkScheduler, jobFailures, schedulerDone, schedulerLeft } from "./check-scheduler.ts";
import { checkSignOut } from "./check-sign-out.ts";
import { checkUploads } from "./check-uploads.ts";
import { checkWrites } from "./check-writes.ts";
import type { Sent } from "./client.ts";
import { fakeClock, RUN_INSTANT } from "./fake-clock.ts";
import { figures } from "./figures.ts";
import { addLateWork, provisionGyms } from "./gyms.ts";
import { type HaProxy, redispatched, startHaProxy } from "./haproxy.ts";
import { type Outcome, outcome, report } from "./outcome.ts";
import { type PgBouncer, startPgBouncer } from "./pgbouncer.ts";
import { sleep, waitFor } from "./processes.ts";
import { runDesk, seeded, signIn } from "./traffic.ts";

const PROCESSES = 3;
const GYMS = 3;
const DESKS_PER_GYM = Number(process.env.SEVERAL_DESKS_PER_GYM ?? 3);
const seconds = Number(process.env.SEVERAL_SECONDS ?? 60);
const seed = Number(process.env.SEVERAL_SEED ?? Math.floor(Math.random() * 1e9));
const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const say = (line: string) => process.stdout.write(`${line}\n`);
const since = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;

const started = performance.now();
const scratch = await createScratchDatabase(adminUrl, "several");
const server = new URL(adminUrl);
const work = mkdtempSync(join(tmpdir(), "gym-several-"));
const fake = fakeClock();
const db = openDatabase(scratch.url, { poolSize: 4, tenantCacheSize: 10, clock: fake.clock });
let bouncer: PgBouncer | null = null;
let haproxy: HaProxy | null = null;
let apis: ApiProcesses | null = null;
let passed = false;
let schemas: string[] = [];
let cleaning: Promise<void> | null = null;
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    say(`\n${signal}: stopping the run (logs kept in ${work})`);
    void cleanUp().finally(() => process.exit(1));
  });
try {
  // PgBouncer runs as postgres when the harness is root: it must reach its folder inside this one.
  chmodSync(work, 0o755);
  mkdirSync(join(work, "pgbouncer"));
  mkdirSync(join(work, "uploads"));
  bouncer = await startPgBouncer(join(work, "pgbouncer"), await freePort(), {
    host: server.hostname,
    port: Number(server.port || 5432),
  });
  await migratePlatform(db.pool);
  const { desks, ...made } = await provisionGyms(db, join(work, "uploads"), GYMS, DESKS_PER_GYM);
  schemas = made.schemas;
  say(`${GYMS} gyms provisioned, ${desks.length} desks, day ${RUN_INSTANT} for every process (${since(started)})`);

  const ports = await Promise.all(Array.from({ length: PROCESSES }, () => freePort()));
  apis = new ApiProcesses(work, ports, {
    ...(process.env as Record<string, string>),
    ...fake.env,
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    HOST: "127.0.0.1",
    DATABASE_URL: `postgres://postgres@127.0.0.1:${bouncer.port}${new URL(scratch.url).pathname}`,
    // README: LISTEN needs the server itself, not PgBouncer in transaction mode (decision 0391).
    DATABASE_LISTEN_URL: scratch.url,
    // README: behind PgBouncer, a pool of 5-10 in one shard.
    DATABASE_POOL_SIZE: "5",
    DATABASE_POOL_SHARDS: "1",
    // Debian's PgBouncer (1.18) cannot carry a named statement between transactions (decision 0409).
    DATABASE_PREPARED_STATEMENTS: "off",
    DATA_DIR: work,
    UPLOAD_DIR: join(work, "uploads"),
    JWT_SECRET: randomBytes(32).toString("hex"),
    TRUST_PROXY: "127.0.0.1",
    SEED_DEMO: "false",
    SCHEDULER_ENABLED: "true",
    SCHEDULER_INTERVAL_MINUTES: "1",
  });
  const processes = apis.all;
  await Promise.all(processes.map((p) => apis!.start(p)));
  // The three start-up passes race for the same gyms; the traffic starts once their work is done.
  await waitForScheduler("the start-up scheduler passes", 60_000);
  say(`${PROCESSES} API processes serving; their first scheduler passes done (${since(started)})`);
  haproxy = await startHaProxy(work, await freePort(), processes);
  const base = `http://127.0.0.1:${haproxy.port}`;
  const tokens = await Promise.all(desks.map((d) => signIn(base, d.gym)));

  const victim = processes[1]!;
  const sent: Sent[] = [];
  const t0 = performance.now();
  const kill: KillWindow = { name: victim.name, from: 0, to: 0 };
  let killedAt = new Date(0);
  let restart = "";
  const timeline = (async () => {
    await sleep(t0 + (seconds * 1000) / 3 - performance.now());
    kill.from = performance.now() - t0;
    killedAt = fake.clock.now();
    await apis.kill(victim);
    kill.to = performance.now() - t0;
    await sleep(t0 + (seconds * 2000) / 3 - performance.now());
    await addLateWork(db, schemas);
    const from = performance.now();
    await apis.start(victim);
    restart = `restarted at ${((from - t0) / 1000).toFixed(1)} s, serving ${since(from)} later`;
  })();
  await Promise.all(
    desks.map((desk, index) =>
      runDesk({ base, t0, ms: seconds * 1000, index, desk, token: tokens[index]!, random: seeded(seed + index), sent }),
    ),
  );
  await timeline;
  const trafficEnded = performance.now();
  await waitForScheduler("the scheduler passes after the restart", 90_000);
  say(`traffic done; the work due since the restart done ${since(trafficEnded)} after it (${since(started)})`);

  const gymOf = (desk: number) => desks[desk]!.gym;
  const payments = sent.filter((s) => s.key).map((s) => ({ ...s, gym: gymOf(s.desk) }));
  const logs = apis.logs();
  const failures = checkFailures(sent, kill, receivedFrom(logs));
  const writes = await checkWrites(db.pool, payments, killedAt);
  const signOut = await checkSignOut(base, processes, schemas[0]!);
  const uploads = await checkUploads(base, processes, schemas[1]!);
  // A pass logs what it changed just after its rows commit: the last line may follow them by a moment.
  let scheduler = await checkScheduler(db.pool, schemas, logs);
  for (let i = 0; i < 30 && !scheduler.pass; i++) {
    await sleep(100);
    scheduler = await checkScheduler(db.pool, schemas, apis.logs());
  }
  const errors = logs.filter(({ line }) => Number(line.level) >= 50);
  const outcomes: Outcome[] = [
    ...writes.outcomes,
    failures.outcome,
    outcome(
      "no process logged an error",
      errors.map(({ name, line }) => `${name}: ${String(line.msg)} ${JSON.stringify(line.err ?? "").slice(0, 300)}`),
      `${errors.length} line(s) at level error or above in the processes' logs`,
    ),
    signOut,
    uploads,
    scheduler,
  ];
  passed = outcomes.every((o) => o.pass);

  const header = [
    `Several API processes: ${PROCESSES} built servers behind HAProxy, PgBouncer (transaction mode), PostgreSQL ${server.host}`,
    `${GYMS} gyms, ${desks.length} desks, ${seconds} s of traffic (SEVERAL_SEED=${seed}); ${victim.name} killed (kill -9) at ${(kill.from / 1000).toFixed(1)} s, ${restart}`,
    ...figures(sent, seconds),
    `HAProxy: ${redispatched(haproxy.log())} request(s) refused by the stopped process and sent on to another one (never seen by the clients)`,
  ];
  for (const line of report(header, outcomes, since(started))) say(line);
  if (!passed) say(`Logs kept in ${work} (api1-3.log, haproxy.log, pgbouncer/pgbouncer.log)`);
} catch (error) {
  say(`\nRESULT: FAIL, the run stopped: ${error instanceof Error ? error.message : String(error)}`);
  say(`Logs kept in ${work}`);
} finally {
  await cleanUp();
}
process.exit(passed ? 0 : 1);

/** Waits until the scheduler has done every gym's due work; if it has not in time, says what the processes logged. */
async function waitForScheduler(what: string, ms: number): Promise<void> {
  await waitFor(what, ms, () => schedulerDone(db.pool, schemas)).catch(async (error: Error) => {
    const failed = apis ? jobFailures(apis.logs()) : [];
    const left = await schedulerLeft(db.pool, schemas).catch(() => []);
    throw new Error([error.message, ...left.slice(0, 5), ...failed.slice(0, 5)].join("\n  "));
  });
}

/** Stops what the run started, each by its own pid, and drops the scratch database; once. */
async function cleanUp(): Promise<void> {
  if (cleaning) return cleaning;
  cleaning = (async () => {
    await haproxy?.stop();
    await apis?.stopAll();
    await db.close().catch(() => {});
    await bouncer?.stop();
    await scratch.drop();
    if (passed) rmSync(work, { recursive: true, force: true });
  })();
  return cleaning;
}
