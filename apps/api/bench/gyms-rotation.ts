// Issue 14's goal, measured: many gyms active in rotation against one API process. Creates BENCH_GYMS
// light gyms (schema + migrations + an admin + a few members; default 200, the issue's goal is 1,000),
// signs each in, then alternates the members list and the dashboard home with 32 connections, for ONE gym
// and rotating over all of them, in alternating blocks (one, all, all, one, one, all, ...) so that the
// machine's drift through the run falls on both sides of the ratio; reports req/s, p50/p95, errors, each
// pair's ratio, the API's RSS through the run, and what a gym's first request costs against a warm one.
// Part of `npm run bench`; alone: DATABASE_URL=... npx tsx apps/api/bench/gyms-rotation.ts
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { REPO_ROOT } from "../src/config/env.ts";
import { openDatabase } from "../src/db/database.ts";
import { migrateSchema } from "../src/db/migrator.ts";
import { qualified, quoteIdent } from "../src/db/pool.ts";
import { poolShardsFor } from "../src/db/pool-shards.ts";
import { hashPassword } from "../src/lib/passwords.ts";
import { latestVersion } from "../src/tenancy/background-migrations.ts";
import { migratePlatform } from "../src/tenancy/provision.ts";
import { rssMb, signInOwner, waitUntilServing } from "./child-server.ts";
import { freePort } from "./free-port.ts";
import { writeBenchSection } from "./report.ts";
import { type Block, combine, forkRotationServer, type Run, rotate } from "./rotation-load.ts";
import { createScratchDatabase } from "./scratch-database.ts";

// The product's default (`auto`: 8 shards of 2 for a pool of 16 once 100 gyms are active, decision 0195);
// DATABASE_POOL_SHARDS=1 measures one pool.
const SHARDS = process.env.DATABASE_POOL_SHARDS ?? "auto";
/** The shards the server will choose with `gyms` active gyms, for the report. */
const shardsFor = (gyms: number) => poolShardsFor(SHARDS === "auto" ? "auto" : Number(SHARDS), 16, gyms);

/** What one rotation measured: its report, and the figures of issue 28 §4's goals. */
export interface Rotation {
  summary: string;
  /** Requests per second of all the gyms over one gym's. */
  throughput: number;
  p95Ratio: number;
  /** The API's largest RSS sampled through the run, MB. */
  rssMaxMb: number;
}

export async function benchGymRotation(options: {
  databaseUrl: string;
  gyms: number;
  seconds: number;
  say: (line: string) => void;
}): Promise<Rotation> {
  const { databaseUrl, gyms, seconds, say } = options;
  const work = mkdtempSync(join(tmpdir(), "gym-rotation-"));
  const db = openDatabase(databaseUrl, { poolSize: 8, tenantCacheSize: 4 });
  const password = "bench-rotation-pw";
  const schemas = Array.from({ length: gyms }, (_, i) => `rot_${String(i).padStart(5, "0")}`);
  try {
    await migratePlatform(db.pool);
    const hash = await hashPassword(password);
    const t0 = performance.now();
    // A kept database (BENCH_KEEP_DATABASE) holds the gyms of an earlier run: only the missing ones are made,
    // and a gym left half-made by an interrupted run is made again from nothing.
    const { rows: made } = await db.pool.query<{ schema_name: string }>(
      "SELECT schema_name FROM platform.gyms WHERE schema_name LIKE 'rot\\_%'",
    );
    const ready = new Set(made.map((r) => r.schema_name));
    const queue = schemas.filter((s) => !ready.has(s));
    const making = queue.length;
    for (const s of queue) await db.pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(s)} CASCADE`);
    const make = async () => {
      for (let s = queue.shift(); s; s = queue.shift()) {
        await migrateSchema(db.pool, s, [...db.migrations]);
        await db.pool.query(
          `INSERT INTO ${qualified(s, "staff_users")} (username, password_hash, full_name) VALUES ('owner', $1, 'Owner')`,
          [hash],
        );
        await db.pool.query(
          `INSERT INTO ${qualified(s, "members")}
             (username, email, password_hash, first_name, last_name, phone, gender, date_of_birth, joining_date, renewal_date)
           SELECT 'm' || g, 'm' || g || '@example.com', 'x', 'Member', 'No ' || g, '9' || lpad(g::text, 9, '0'), 'F',
                  date '1990-01-01' + g, current_date - g, current_date + g
             FROM generate_series(1, 30) g`,
        );
        await db.pool.query(
          "INSERT INTO platform.gyms (schema_name, gym_name, schema_version) VALUES ($1, $1, $2) ON CONFLICT DO NOTHING",
          [s, latestVersion(db.migrations)],
        );
      }
    };
    await Promise.all(Array.from({ length: 4 }, make));
    say(
      `gyms in rotation: ${making} gyms created in ${((performance.now() - t0) / 1000).toFixed(1)} s (${ready.size} kept from an earlier run)`,
    );
    // The start below then finds every gym "behind" (version unknown, as for gyms older than the
    // registry's column): the server must listen at once and check each schema's history in the background.
    await db.pool.query("UPDATE platform.gyms SET schema_version = NULL WHERE schema_name LIKE 'rot\\_%'");
  } finally {
    await db.close();
  }

  // The built server, as `npm start` and the Docker image run it (its RSS is the product's, without tsx's
  // compiler in the process): `npm run bench` builds first; alone, run `npm run build` before.
  const server = join(REPO_ROOT, "apps/api/dist/server.js");
  if (!existsSync(server)) throw new Error(`${server} is missing: run npm run build first`);
  const port = await freePort();
  const startedAt = performance.now();
  const child = forkRotationServer({
    serverJs: server,
    port,
    databaseUrl,
    dataDir: work,
    jwtSecret: randomBytes(32).toString("hex"),
    shards: SHARDS,
    // What `npm start` sets (decision 0388); BENCH_SHIPPED_ENV=false leaves it out, for a before/after.
    shippedEnv: process.env.BENCH_SHIPPED_ENV !== "false",
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitUntilServing(base);
    const listeningMs = performance.now() - startedAt;
    const signIn = (schema: string): Promise<string> => signInOwner(base, schema, password);
    // First request of a gym in this process against a warm one (the sign-in above is not counted:
    // these gyms are signed in only now, the probe gyms below never served a data request before).
    // The last gyms in the background check's order: signed in once every gym is served.
    const probes = schemas.slice(-20);
    const probeTokens = await Promise.all(probes.map(signIn));
    const allServedMs = performance.now() - startedAt;
    const time = async (token: string) => {
      const t = performance.now();
      const res = await fetch(`${base}/api/members/members/?page_size=20`, {
        headers: { authorization: `Token ${token}` },
      });
      await res.arrayBuffer();
      return performance.now() - t;
    };
    const firsts: number[] = [];
    const warms: number[] = [];
    for (const token of probeTokens) {
      firsts.push(await time(token));
      warms.push(await time(token));
    }
    firsts.sort((a, b) => a - b);
    warms.sort((a, b) => a - b);
    const median = (xs: number[]) => xs[Math.floor(xs.length / 2)] ?? 0;

    const tokens: string[] = [];
    const rest = [...schemas];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let s = rest.shift(); s; s = rest.shift()) tokens.push(await signIn(s));
      }),
    );
    const rssStart = rssMb(child.pid!);
    await rotate(base, tokens.slice(0, 1), 2);
    // `seconds` of rotation over every gym (issue 14: RSS flat across a 10-minute run) in blocks of at most
    // a minute, each paired with as long a block for one gym; pairs alternate their order (one-all, all-one)
    // so that a machine getting slower or faster through the run does not favour either side.
    const pairs = Math.max(1, Number(process.env.BENCH_BLOCKS ?? Math.round(seconds / 60)));
    const blockSeconds = Math.max(1, Math.round(seconds / pairs));
    const ones: Block[] = [];
    const alls: Block[] = [];
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rssMb(child.pid!)), (pairs * blockSeconds * 2 * 1000) / 20);
    try {
      let next = 0;
      for (let i = 0; i < pairs; i++) {
        const runOne = async () => ones.push(await rotate(base, tokens.slice(0, 1), blockSeconds));
        const runAll = async () => {
          const block = await rotate(base, tokens, blockSeconds, next);
          next = (next + block.requests / 2) % tokens.length;
          alls.push(block);
        };
        if (i % 2 === 0) {
          await runOne();
          await runAll();
        } else {
          await runAll();
          await runOne();
        }
      }
    } finally {
      clearInterval(sampler);
    }
    const one = combine(ones);
    const all = combine(alls);
    const rssAll = rssMb(child.pid!);
    samples.push(rssAll);
    const pairRatios = alls.map((b, i) => (b.requests / ones[i]!.requests).toFixed(2));

    const line = (name: string, r: Run) => `| ${name} | ${r.rps.toFixed(0)} | ${r.p50} / ${r.p95} | ${r.errors} |`;
    const table = [
      `| gyms active in rotation (32 connections, members list + dashboard home; ${pairs} pair(s) of ${blockSeconds} s blocks, one gym and all, alternating; pool of 16 in ${shardsFor(gyms)} shard(s), DATABASE_POOL_SHARDS=${SHARDS}) | req/s | p50 / p95 ms | errors |`,
      "| --- | --- | --- | --- |",
      line("1", one),
      line(String(gyms), all),
    ].join("\n");
    const summary = `${table}

Throughput ${gyms} gyms / 1 gym: ${(all.rps / one.rps).toFixed(2)} (goal ≥ 0.8; pair by pair: ${pairRatios.join(", ")}); p95 ratio ${(all.p95 / Math.max(one.p95, 0.1)).toFixed(2)} (goal ≤ 1.5); API RSS ${rssStart.toFixed(0)} MB after sign-ins, ${rssAll.toFixed(0)} MB at the end; through the run, every twentieth of it: ${samples.map((x) => x.toFixed(0)).join(", ")} MB (goal ≤ 300 MB and flat, issue 28 §4).
Start with ${gyms} gyms whose schema version the registry did not know (each checked against its schema's history in the background, 4 at a time): the server answered /health ${listeningMs.toFixed(0)} ms after it was started (goal: listening within 2 s) and served every gym after ${(allServedMs / 1000).toFixed(1)} s.
A gym's first data request in the process: median ${median(firsts).toFixed(1)} ms against ${median(warms).toFixed(1)} ms warm (${probes.length} gyms; goal: ≤ 2 ms more). Load average ${loadavg()[0]!.toFixed(1)} at the end.`;
    say(`\n${summary}\n`);
    return {
      summary,
      throughput: all.rps / one.rps,
      p95Ratio: all.p95 / Math.max(one.p95, 0.1),
      rssMaxMb: Math.max(rssStart, ...samples),
    };
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * BENCH_KEEP_DATABASE=<name>: the gyms live in that database on DATABASE_URL's server, made if missing and
 * kept afterwards, so the measurement can be repeated on the same day without making 1,000 gyms again
 * (about 8 minutes on a quiet machine, 27 at load 20); BENCH_REPEAT runs it that many times in a row.
 */
export async function keptDatabase(serverUrl: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error("BENCH_KEEP_DATABASE must be a plain lower-case name");
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: async () => {} };
}

// Alone: a fresh database on DATABASE_URL, dropped afterwards; writes its own section of docs/performance.md.
if (import.meta.url === `file://${process.argv[1]}`) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("Set DATABASE_URL");
  const keep = process.env.BENCH_KEEP_DATABASE;
  const scratch = keep ? await keptDatabase(adminUrl, keep) : await createScratchDatabase(adminUrl, "gym_rotation");
  try {
    const summaries: string[] = [];
    for (let run = 1; run <= Number(process.env.BENCH_REPEAT ?? 1); run++) {
      const rotation = await benchGymRotation({
        databaseUrl: scratch.url,
        gyms: Number(process.env.BENCH_GYMS ?? 200),
        seconds: Number(process.env.BENCH_SECONDS ?? 10),
        say: (line) => process.stdout.write(`${line}\n`),
      });
      summaries.push(rotation.summary);
    }
    if (process.env.BENCH_WRITE !== "false")
      writeBenchSection(
        join(REPO_ROOT, "docs/performance.md"),
        `Last run: ${new Date().toISOString().slice(0, 10)}.\n\n${summaries.map((s, i) => (summaries.length > 1 ? `Run ${i + 1} of ${summaries.length}:\n\n${s}` : s)).join("\n\n")}`,
        "gyms",
      );
  } finally {
    await scratch.drop();
  }
}
