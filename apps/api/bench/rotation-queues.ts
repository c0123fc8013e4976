// Where the 1,000-gym rotation's p95 comes from (issue 28 §4, decision 0407): the built server on a kept
// database of gyms (gyms-rotation.ts's BENCH_KEEP_DATABASE), loaded with pool-probe.mjs, in the bench's
// order of blocks (one gym, all gyms, all, one, ...). Per block: req/s, p50 / p95 / p99, the p95 of the
// block's first ROT_HEAD seconds and of the rest, then from inside the API process the shards' queue wait
// per request, how much of it another shard could have served from an idle connection, the checkouts on a
// connection that had not seen the gym ("cold") and their extra hold time, garbage collection and the event
// loop's delay, and the API's and PostgreSQL's CPU per request (/proc). Not part of `npm run bench`; after
// `npm run build`:
// DATABASE_URL=postgres://…/rotation_kept [ROT_GYMS=1000] [ROT_PAIRS=2] [ROT_SECONDS=60] [ROT_HEAD=10]
//   [ROT_VARIANTS=name:dist-folder:shards[:pool size[:VAR=value+…]],…] npx tsx apps/api/bench/rotation-queues.ts
// With several variants each pair's blocks run for each server in turn, on the same tokens.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { REPO_ROOT } from "../src/config/env.ts";
import { signInOwner, waitUntilServing } from "./child-server.ts";
import { freePort } from "./free-port.ts";
import { percentile } from "./measure.ts";
import { backendTicks, ticks } from "./process-ticks.ts";
import { forkRotationServer, rotate } from "./rotation-load.ts";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("Set DATABASE_URL to the kept database");
const gyms = Number(process.env.ROT_GYMS ?? 1000);
const pairs = Number(process.env.ROT_PAIRS ?? 2);
const seconds = Number(process.env.ROT_SECONDS ?? 60);
const head = Number(process.env.ROT_HEAD ?? 10);
const password = "bench-rotation-pw";
const schemas = Array.from({ length: gyms }, (_, i) => `rot_${String(i).padStart(5, "0")}`);
const work = mkdtempSync(join(tmpdir(), "rotation-queues-"));
const probe = join(REPO_ROOT, "apps/api/bench/pool-probe.mjs");

interface Timed {
  at: number;
  ms: number;
}

/** The gyms-rotation load (rotation-load.ts: members list and dashboard home alternating, 32 connections), each response timed. */
async function load(
  base: string,
  tokens: string[],
  from: number,
  duration = seconds,
): Promise<{ requests: number; timed: Timed[]; errors: number }> {
  const start = performance.now();
  const timed: Timed[] = [];
  const block = await rotate(base, tokens, duration, from, (ms) =>
    timed.push({ at: (performance.now() - start) / 1000, ms }),
  );
  return { requests: block.requests, timed, errors: block.errors };
}

interface ProbePool {
  id: number;
  max: number;
  checkouts: number;
  waited: number;
  waitMsSum: number;
  waitMsP95: number;
  borrowable: number;
  borrowableWaitMsSum: number;
  opened: number;
  warm: number;
  warmHoldMsSum: number;
  warmHoldMsP50: number;
  cold: number;
  coldHoldMsSum: number;
  coldHoldMsP50: number;
}
interface ProbeLine {
  pools: ProbePool[];
  waits: Record<string, { n: number; p50: number; p95: number; p99: number }>;
  gc: { count: number; ms: number; maxMs: number };
  loopDelayMs: { p50: number; p99: number; max: number };
}

const secret = randomBytes(32).toString("hex");
const variants = (process.env.ROT_VARIANTS ?? `main:dist:${process.env.DATABASE_POOL_SHARDS ?? "auto"}`)
  .split(",")
  .map((v) => {
    // A fifth field sets the server's environment: `VAR=value+VAR=value`.
    const [name, dist, shards, poolSize, settings = ""] = v.split(":") as [string, string, string, string?, string?];
    const env = Object.fromEntries(
      settings
        .split("+")
        .filter(Boolean)
        .map((kv) => [kv.slice(0, kv.indexOf("=")), kv.slice(kv.indexOf("=") + 1)]),
    );
    return { name, dist, shards, poolSize, env };
  });
const servers = await Promise.all(
  variants.map(async ({ name, dist, shards, poolSize, env }) => {
    const port = await freePort();
    const probeFile = join(work, `${name}.probe.jsonl`);
    const child = forkRotationServer({
      serverJs: join(REPO_ROOT, "apps/api", dist, "server.js"),
      port,
      databaseUrl: url,
      dataDir: work,
      jwtSecret: secret,
      shards,
      execArgv: ["--import", probe],
      env: { POOL_PROBE_FILE: probeFile, ...(poolSize ? { DATABASE_POOL_SIZE: poolSize } : {}), ...env },
    });
    return { name, child, probeFile, base: `http://127.0.0.1:${port}`, dumps: 0 };
  }),
);

/** The probe's counts since its last dump. */
async function readProbe(server: (typeof servers)[number]): Promise<ProbeLine> {
  server.child.kill("SIGUSR2");
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 20));
    let lines: string[] = [];
    try {
      lines = readFileSync(server.probeFile, "utf8").trim().split("\n");
    } catch {}
    if (lines.length > server.dumps) {
      server.dumps = lines.length;
      return JSON.parse(lines.at(-1)!) as ProbeLine;
    }
  }
  throw new Error(`${server.name}: the probe did not answer`);
}

const watcher = new pg.Client({ connectionString: url });
await watcher.connect();
const db = new URL(url).pathname.slice(1);
try {
  for (const s of servers) await waitUntilServing(s.base);
  const tokens: string[] = [];
  const rest = schemas.map((schema, i) => ({ schema, i }));
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let s = rest.shift(); s; s = rest.shift())
        tokens[s.i] = await signInOwner(servers[0]!.base, s.schema, password);
    }),
  );
  for (const s of servers) {
    await load(s.base, tokens.slice(0, 1), 0, 2);
    await readProbe(s);
  }
  const next = new Map(servers.map((s) => [s.name, 0]));
  process.stdout.write(
    "variant\tblock\treq/s\tp50/p95/p99 ms\tp95 first|rest\twait ms/req\tcheckout wait p50/p95/p99\twaited %\tborrowable wait ms/req\tcold checkouts/req\tcold extra ms/req\topened\tGC ms/s (max)\tloop p99\tAPI|PG ms/req\tload\n",
  );
  for (let pair = 0; pair < pairs; pair++) {
    for (const server of servers) {
      const order = pair % 2 === 0 ? ["one", "all"] : ["all", "one"];
      for (const kind of order) {
        const all = kind === "all";
        // Backends' CPU: each pid's last reading (sampled every second); a backend that exits loses its last second.
        const backends = backendTicks(watcher, db);
        await backends.sample();
        const api0 = ticks(server.child.pid!)!;
        const pg0 = backends.total();
        const timer = setInterval(() => void backends.sample(), 1000);
        const from = all ? next.get(server.name)! : 0;
        const block = await load(server.base, all ? tokens : tokens.slice(0, 1), from);
        clearInterval(timer);
        await backends.sample();
        if (all) next.set(server.name, (from + block.requests / 2) % tokens.length);
        const probed = await readProbe(server);
        const r = block.requests;
        const ms = block.timed.map((t) => t.ms).sort((a, b) => a - b);
        const first = block.timed
          .filter((t) => t.at < head)
          .map((t) => t.ms)
          .sort((a, b) => a - b);
        const later = block.timed
          .filter((t) => t.at >= head)
          .map((t) => t.ms)
          .sort((a, b) => a - b);
        // The gyms' pools: the shards (smaller than the pool of 16), or the one pool when there are none.
        const shards = probed.pools.filter((p) => p.max < 16);
        const gymPools = shards.length > 0 ? shards : probed.pools;
        const waits = probed.waits[String(gymPools[0]?.max ?? 16)];
        const add = (f: (p: ProbePool) => number) => gymPools.reduce((sum, p) => sum + f(p), 0);
        const checkouts = add((p) => p.checkouts);
        const warmMean =
          add((p) => p.warmHoldMsSum) /
          Math.max(
            1,
            add((p) => p.warm),
          );
        const coldExtra = add((p) => p.coldHoldMsSum) - add((p) => p.cold) * warmMean;
        const cols = [
          server.name,
          kind,
          (r / seconds).toFixed(0),
          `${percentile(ms, 50)} / ${percentile(ms, 95)} / ${percentile(ms, 99)}`,
          `${percentile(first, 95)} | ${percentile(later, 95)}`,
          (add((p) => p.waitMsSum) / r).toFixed(2),
          waits ? `${waits.p50} / ${waits.p95} / ${waits.p99}` : "-",
          ((100 * add((p) => p.waited)) / Math.max(1, checkouts)).toFixed(0),
          (add((p) => p.borrowableWaitMsSum) / r).toFixed(2),
          (add((p) => p.cold) / r).toFixed(3),
          (coldExtra / r).toFixed(3),
          String(add((p) => p.opened)),
          `${(probed.gc.ms / seconds).toFixed(1)} (${probed.gc.maxMs.toFixed(1)})`,
          String(probed.loopDelayMs.p99),
          `${(((ticks(server.child.pid!)! - api0) * 10) / r).toFixed(2)} | ${(((backends.total() - pg0) * 10) / r).toFixed(2)}`,
          loadavg()[0]!.toFixed(1),
        ];
        process.stdout.write(`${cols.join("\t")}\n`);
        if (process.env.ROT_DETAIL === "1") process.stdout.write(`${JSON.stringify(probed.pools)}\n`);
      }
    }
  }
} finally {
  await watcher.end();
  for (const { child } of servers) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
}
