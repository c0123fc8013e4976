// Issue 28 §4: the API's resident memory right after the FIRST start, as a user gets it. A fresh data
// folder and an empty temp folder (so no starter-picture cache from an earlier run either), then the
// built server with the Node flags `npm start` ships (product-node-flags.ts) on an embedded PostgreSQL it
// creates: initdb, migrations, the demo gym with its pictures, the exercise library. Reads the API
// process's RSS (and its anonymous / file-backed split, its threads) from /proc when it has served the
// first dashboard page and again after BENCH_IDLE_SECONDS idle, apart from its child processes (the
// embedded PostgreSQL's), which are summed on their own.
// Run: npm run build && npx tsx apps/api/bench/first-start-memory.ts
//   BENCH_RUNS=3 (default 1), BENCH_IDLE_SECONDS=60, BENCH_PORT=4399 (PostgreSQL on the next port),
//   BENCH_NODE_FLAGS="--max-semi-space-size=8" (added after the shipped flags, for A/B runs),
//   BENCH_MEMORY_DETAIL=1 (the server also reports process.memoryUsage(): memory-probe.mjs),
//   BENCH_SHIPPED_ENV=false (without the allocator settings `npm start` sets; MALLOC_* given to this
//   command are passed on).
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../src/config/env.ts";
import { productNodeEnv, productNodeFlags } from "./product-node-flags.ts";

const SERVER = join(REPO_ROOT, "apps/api/dist/server.js");
const PROBE = join(import.meta.dirname, "memory-probe.mjs");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ProcessMemory {
  /** VmRSS, RssAnon (heap, malloc arenas, stacks), RssFile (mapped code: node, libvips...), in MB. */
  rss: number;
  anon: number;
  file: number;
  threads: number;
}

export interface MemoryPoint {
  api: ProcessMemory;
  /** The API's descendant processes named `postgres` (the embedded PostgreSQL's postmaster and backends), summed. */
  children: { count: number; rss: number };
  /** Any other descendant process (none expected: the API's workers are threads, counted in its own RSS). */
  otherChildren: { count: number; rss: number };
  /** process.memoryUsage() and V8's heap spaces, with BENCH_MEMORY_DETAIL=1. */
  detail?: unknown;
}

export interface FirstStart {
  flags: string[];
  env: Record<string, string>;
  firstPageSeconds: number;
  atFirstPage: MemoryPoint;
  afterIdle: MemoryPoint;
  idleSeconds: number;
  load: [number, number];
}

function processMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, anon: kb("RssAnon") / 1024, file: kb("RssFile") / 1024, threads: kb("Threads") };
}

/** Every process below `pid` (from /proc/<n>/stat's parent field). */
function descendants(pid: number): number[] {
  const parent = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {}
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const [child, of] of parent) {
      if (of !== p) continue;
      out.push(child);
      walk(child);
    }
  };
  walk(pid);
  return out;
}

async function point(child: ChildProcess, probeFile: string | null): Promise<MemoryPoint> {
  const api = processMemory(child.pid!);
  const kids = descendants(child.pid!).flatMap((pid) => {
    try {
      const name = readFileSync(`/proc/${pid}/comm`, "utf8").trim();
      return [{ postgres: name === "postgres", rss: processMemory(pid).rss }];
    } catch {
      return [];
    }
  });
  const sum = (list: { rss: number }[]) => list.reduce((a, b) => a + b.rss, 0);
  const others = kids.filter((k) => !k.postgres);
  let detail: unknown;
  if (probeFile) {
    const before = existsSync(probeFile) ? readFileSync(probeFile, "utf8").length : 0;
    child.kill("SIGUSR2");
    for (let i = 0; i < 50 && (existsSync(probeFile) ? readFileSync(probeFile, "utf8").length : 0) === before; i++)
      await sleep(20);
    detail = JSON.parse(readFileSync(probeFile, "utf8").slice(before));
  }
  const postgres = kids.filter((k) => k.postgres);
  return {
    api,
    children: { count: postgres.length, rss: sum(postgres) },
    otherChildren: { count: others.length, rss: sum(others) },
    detail,
  };
}

export async function measureFirstStart(
  options: {
    port?: number;
    idleSeconds?: number;
    extraFlags?: string[];
    detail?: boolean;
    /** false: without the environment `npm start` sets (for a before/after comparison). */
    shippedEnv?: boolean;
  } = {},
): Promise<FirstStart> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build first`);
  const port = options.port ?? 4399;
  const idleSeconds = options.idleSeconds ?? 60;
  // PostgreSQL runs as the `postgres` user when started by root, and must be able to enter the folder.
  const dataDir = mkdtempSync(join(tmpdir(), "gym-first-start-"));
  chmodSync(dataDir, 0o755);
  const tmp = join(dataDir, "tmp");
  mkdirSync(tmp);
  const probeFile = options.detail ? join(dataDir, "memory.jsonl") : null;
  const flags = [...productNodeFlags(), ...(options.extraFlags ?? [])];
  const startedAt = performance.now();
  // No DATABASE_URL: the server starts its embedded PostgreSQL, as on a first `npm start`.
  const { DATABASE_URL: _none, ...parentEnv } = process.env;
  const shippedEnv = options.shippedEnv === false ? {} : productNodeEnv();
  const child = spawn(process.execPath, [...flags, ...(probeFile ? ["--import", PROBE] : []), SERVER], {
    env: {
      ...parentEnv,
      ...shippedEnv,
      DATA_DIR: dataDir,
      TMPDIR: tmp,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(port + 1),
      ...(probeFile ? { MEMORY_PROBE_FILE: probeFile } : {}),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before serving`);
      const served = await fetch(`http://127.0.0.1:${port}/dashboard`, { headers: { accept: "text/html" } }).then(
        async (res) => {
          await res.arrayBuffer();
          return res.ok;
        },
        () => false,
      );
      if (served) break;
      await sleep(50);
    }
    const firstPageSeconds = (performance.now() - startedAt) / 1000;
    const atFirstPage = await point(child, probeFile);
    await sleep(idleSeconds * 1000);
    const afterIdle = await point(child, probeFile);
    return {
      flags,
      env: { ...shippedEnv, ...pick(process.env) },
      firstPageSeconds,
      atFirstPage,
      afterIdle,
      idleSeconds,
      load: [loadavg()[0]!, loadavg()[1]!],
    };
  } finally {
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The allocator settings given to the bench itself, passed on to the server (for A/B runs). */
const pick = (env: NodeJS.ProcessEnv): Record<string, string> =>
  Object.fromEntries(Object.entries(env).filter(([k, v]) => k.startsWith("MALLOC_") && v !== undefined)) as Record<
    string,
    string
  >;

const f = (mb: number) => mb.toFixed(0);
export function describeFirstStart(r: FirstStart): string {
  const row = (when: string, p: MemoryPoint) =>
    `| ${when} | **${f(p.api.rss)}** | ${f(p.api.anon)} / ${f(p.api.file)} | ${p.api.threads} | ${f(p.otherChildren.rss)} (${p.otherChildren.count}) | ${f(p.children.rss)} (${p.children.count}) |`;
  return [
    `Node flags: ${r.flags.join(" ")}; environment: ${
      Object.entries(r.env)
        .map(([k, v]) => `${k}=${v}`)
        .join(" ") || "none"
    }; first dashboard page served ${r.firstPageSeconds.toFixed(1)} s after the start; load average ${r.load[0].toFixed(1)} (5 min ${r.load[1].toFixed(1)}).`,
    "",
    "| when | API RSS MB | anonymous / file-backed MB | threads | other child processes MB (count) | embedded PostgreSQL's processes MB (count) |",
    "| --- | --- | --- | --- | --- | --- |",
    row("first dashboard page served", r.atFirstPage),
    row(`after ${r.idleSeconds} s idle`, r.afterIdle),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.env.BENCH_RUNS ?? 1);
  for (let i = 0; i < runs; i++) {
    const r = await measureFirstStart({
      port: Number(process.env.BENCH_PORT ?? 4399),
      idleSeconds: Number(process.env.BENCH_IDLE_SECONDS ?? 60),
      extraFlags: (process.env.BENCH_NODE_FLAGS ?? "").split(/\s+/).filter(Boolean),
      detail: process.env.BENCH_MEMORY_DETAIL === "1",
      shippedEnv: process.env.BENCH_SHIPPED_ENV !== "false",
    });
    console.log(`\n${describeFirstStart(r)}`);
    if (r.atFirstPage.detail) console.log(`  at first page: ${JSON.stringify(r.atFirstPage.detail)}`);
    if (r.afterIdle.detail) console.log(`  after idle:    ${JSON.stringify(r.afterIdle.detail)}`);
  }
}
