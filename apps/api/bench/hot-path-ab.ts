// The hot read path's in-process A/B (issue 28 §2): the app built from one or more source trees and the
// bare `pg` route (bench/bare.ts, this tree's), all in ONE Node process on one database of 10,000
// members, driven by `inject` in interleaved blocks, Node CPU per request from `process.cpuUsage`.
// No sockets and no HTTP parsing (alike for every side); PostgreSQL's CPU is not counted. On a shared
// machine compare the bare/app ratio of the same round, and the median over rounds, not the ms.
//
//   cd apps/api && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/hot-path-ab.ts
//
// AB_TREES: comma-separated repository roots whose apps/api/src/app.ts to compare (default: this tree),
//   e.g. a `git worktree add /tmp/ab-base <commit>` of the step before (with node_modules linked); a root
//   may end in `#<log level>` to run that app at another level (`/work/x#silent,/work/x` for the log's share),
//   and that in `~async` to log through pino's asynchronous destination instead (`/work/x#info~async,/work/x`).
// AB_BARE_TREE: the root whose bench/bare.ts (and so whose Fastify, pg and services) the bare route runs
//   (default: this tree). The app built from that same root shares its modules' warmed-up code with the
//   bare route and measured 0.3-0.6 ms cheaper per request than the same code from another root
//   (2026-12-03): compare trees of which neither is AB_BARE_TREE (e.g. two copies), or swap and rerun.
// AB_ONLY=members,search,dashboard; AB_ROUNDS (6); AB_BLOCK requests per side per round (300);
// AB_CONCURRENCY callers (16); AB_DB keeps (or reuses) a scratch database of that name instead of a new one
// dropped at the end; AB_LOG_LEVEL (the shipped `info`, written to /dev/null as a service's stdout would be);
// AB_ACCEPT_ENCODING (browsers': "gzip, deflate, br"; "" for none).
// A CPU profile of one tree: `node --cpu-prof --import tsx bench/hot-path-ab.ts` with AB_SIDES=app0.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { DEFAULT_TIME_ZONE, todayIn } from "@gym/contracts";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import pino from "pino";
import { REPO_ROOT } from "../src/config/env.ts";
import { logDestination } from "../src/config/log-destination.ts";
import { openDatabase } from "../src/db/database.ts";
import { quoteIdent } from "../src/db/pool.ts";
import { migratePlatform, provisionGym } from "../src/tenancy/provision.ts";
import { insertBenchMembers } from "./members-10k.ts";

const SCHEMA = "ab_gym";
const env = process.env;
const TREES = (env.AB_TREES ?? REPO_ROOT).split(",").map((t) => {
  const [root, suffix] = t.trim().split("#");
  const [level, destination] = (suffix ?? "").split("~");
  return { root: resolve(root!), level: level || env.AB_LOG_LEVEL || "info", logAsync: destination === "async" };
});
const ONLY = (env.AB_ONLY ?? "members,search,dashboard").split(",").map((s) => s.trim());
const ROUNDS = Number(env.AB_ROUNDS ?? 6);
const BLOCK = Number(env.AB_BLOCK ?? 300);
const CONCURRENCY = Number(env.AB_CONCURRENCY ?? 16);
const ACCEPT = env.AB_ACCEPT_ENCODING ?? "gzip, deflate, br";
const say = (line: string) => process.stdout.write(`${line}\n`);
const adminUrl = env.DATABASE_URL;
if (!adminUrl) throw new Error("DATABASE_URL (an admin connection to PostgreSQL) is required");

const SCENARIOS = [
  { key: "members", app: "/api/members/members/?page=2&page_size=50", bare: "/bare/members/?page=2" },
  { key: "search", app: "/api/members/members/?search=sharma", bare: "/bare/members/?search=sharma" },
  { key: "dashboard", app: "/api/dashboard/home/", bare: "/bare/dashboard/" },
].filter((s) => ONLY.includes(s.key));

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const dbName = env.AB_DB ?? `hotpath_ab_${Date.now()}_${randomBytes(3).toString("hex")}`;
const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [dbName])).rowCount === 1;
if (!exists) await admin.query(`CREATE DATABASE ${quoteIdent(dbName)}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const DATABASE_URL = url.toString();
const work = mkdtempSync(join(tmpdir(), "hotpath-ab-"));
const password = "ab-bench-password-1";
const closers: (() => Promise<unknown>)[] = [];

try {
  if (!exists) {
    const db = openDatabase(DATABASE_URL, { poolSize: 4, tenantCacheSize: 4 });
    await migratePlatform(db.pool);
    await provisionGym(
      { ...db, uploadDir: join(work, "uploads") },
      { schema_name: SCHEMA, gym_name: "AB Fitness", admin: { username: "owner", password, full_name: "AB Owner" } },
    );
    await insertBenchMembers(db.tenants.get(SCHEMA), SCHEMA, todayIn(DEFAULT_TIME_ZONE));
    await db.pool.query(`VACUUM ANALYZE ${quoteIdent(SCHEMA)}.members`);
    await db.close();
    say(`database ${dbName}: a gym of 10,000 members`);
  }

  // One app per tree, each from its own sources (its own module graph), logging as the shipped server does.
  const sides: { name: string; app: FastifyInstance; headers: Record<string, string>; bare: boolean }[] = [];
  const accept: Record<string, string> = ACCEPT ? { "accept-encoding": ACCEPT } : {};
  for (const [i, { root: tree, level, logAsync }] of TREES.entries()) {
    const src = join(tree, "apps/api/src");
    const { buildApp } = await import(join(src, "app.ts"));
    const { loadEnv } = await import(join(src, "config/env.ts"));
    const database = await import(join(src, "db/database.ts"));
    const appEnv = loadEnv({
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL,
      DATA_DIR: work,
      JWT_SECRET: "ab".repeat(32),
      SEED_DEMO: "false",
      // The scheduler's passes (reminders, the nightly backup) are not the request path.
      SCHEDULER_ENABLED: "false",
      LOG_LEVEL: level,
    });
    const db = database.openDatabase(DATABASE_URL, { poolSize: appEnv.DATABASE_POOL_SIZE, tenantCacheSize: 50 });
    // As the shipped server logs (here on /dev/null, as a service's stdout would be); `async` is pino's
    // default destination, the app's until decision 0412, for the comparison.
    const logStream = logAsync ? pino.destination({ dest: "/dev/null", sync: false }) : logDestination("/dev/null");
    const app: FastifyInstance = await buildApp(appEnv, db, { logStream });
    await app.ready();
    closers.push(
      () => app.close(),
      () => db.close(),
    );
    const login = await app.inject({
      method: "POST",
      url: "/api/android/auth/login/",
      payload: { schema_name: SCHEMA, username: "owner", password, user_type: "admin" },
    });
    const token = (login.json() as { token: string }).token;
    if (!token) throw new Error(`${tree}: sign-in failed: ${login.body}`);
    sides.push({ name: `app${i}`, app, headers: { authorization: `Token ${token}`, ...accept }, bare: false });
    say(`app${i} = ${tree}, log level ${level}${logAsync ? ", asynchronous destination" : ""}`);
  }
  const bareRoot = resolve(env.AB_BARE_TREE ?? REPO_ROOT);
  const { bareApp } = await import(join(bareRoot, "apps/api/bench/bare.ts"));
  const { createPool } = await import(join(bareRoot, "apps/api/src/db/pool.ts"));
  const barePool = createPool(DATABASE_URL, 10);
  const bare: FastifyInstance = await bareApp(barePool, SCHEMA, "AB Fitness");
  say(`bare = ${bareRoot}`);
  await bare.ready();
  closers.push(
    () => bare.close(),
    () => barePool.end(),
  );
  sides.push({ name: "bare", app: bare, headers: accept, bare: true });
  const chosen = env.AB_SIDES ? sides.filter((s) => env.AB_SIDES!.split(",").includes(s.name)) : sides;

  const decoded = (r: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
    const enc = r.headers["content-encoding"];
    const body =
      enc === "br" ? brotliDecompressSync(r.rawPayload) : enc === "gzip" ? gunzipSync(r.rawPayload) : r.rawPayload;
    return body.toString("utf8");
  };
  // Page links name the route they came from; everything else must be the same bytes.
  const comparable = (text: string) => text.replace(/"(next|previous)":"[^"]*"/g, '"$1":"…"');

  for (const s of SCENARIOS) {
    // What each side sends: status, encoding, bytes on the wire and decoded; the bodies compared.
    const shapes = await Promise.all(
      chosen.map(async (side) => {
        const r = await side.app.inject({ method: "GET", url: side.bare ? s.bare : s.app, headers: side.headers });
        if (r.statusCode !== 200) throw new Error(`${s.key} ${side.name}: ${r.statusCode} ${r.body.slice(0, 200)}`);
        const text = decoded(r);
        say(
          `${s.key} ${side.name}: ${r.headers["content-encoding"] ?? "identity"}, ${r.rawPayload.length} bytes sent, ${Buffer.byteLength(text)} of JSON`,
        );
        return comparable(text);
      }),
    );
    const differ = chosen.filter((_, i) => shapes[i] !== shapes[0]).map((x) => x.name);
    say(
      differ.length
        ? `${s.key}: the JSON differs from ${chosen[0]!.name}'s on ${differ.join(", ")}`
        : `${s.key}: the same JSON on every side`,
    );

    const block = async (side: (typeof sides)[number], n: number) => {
      let left = n;
      const url = side.bare ? s.bare : s.app;
      const caller = async () => {
        while (left-- > 0) {
          const r = await side.app.inject({ method: "GET", url, headers: side.headers });
          if (r.statusCode !== 200) throw new Error(`${s.key} ${side.name}: ${r.statusCode}`);
        }
      };
      const c0 = process.cpuUsage();
      await Promise.all(Array.from({ length: CONCURRENCY }, caller));
      const c = process.cpuUsage(c0);
      return (c.user + c.system) / 1000 / n;
    };
    for (const side of chosen) await block(side, BLOCK); // warm-up: the JIT, the pools, the caches
    const results = new Map<string, number[]>(chosen.map((x) => [x.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      // Rotate the order each round so no side always follows the same neighbour.
      const order = chosen.map((_, i) => chosen[(i + round) % chosen.length]!);
      for (const side of order) results.get(side.name)!.push(await block(side, BLOCK));
    }
    const median = (xs: number[]) => {
      const a = [...xs].sort((x, y) => x - y);
      return a.length % 2 ? a[(a.length - 1) / 2]! : (a[a.length / 2 - 1]! + a[a.length / 2]!) / 2;
    };
    const bareMedian = results.has("bare") ? median(results.get("bare")!) : undefined;
    for (const side of chosen) {
      const xs = results.get(side.name)!;
      const ratios = side.bare || !results.has("bare") ? [] : xs.map((x, i) => results.get("bare")![i]! / x);
      say(
        `${s.key} ${side.name}: median ${median(xs).toFixed(3)} ms CPU/req (min ${Math.min(...xs).toFixed(3)}; rounds ${xs.map((x) => x.toFixed(2)).join(" ")})${
          ratios.length
            ? ` | bare/app per round: median ${median(ratios).toFixed(2)} (${ratios.map((r) => r.toFixed(2)).join(" ")})`
            : ""
        }${!side.bare && bareMedian !== undefined ? `, of medians ${(bareMedian / median(xs)).toFixed(2)}` : ""}`,
      );
    }
    say(
      `  loadavg ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
    );
  }
} finally {
  for (const close of closers.reverse()) await close().catch(() => {});
  if (!env.AB_DB) await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(dbName)} WITH (FORCE)`).catch(() => {});
  await admin.end();
  rmSync(work, { recursive: true, force: true });
}
