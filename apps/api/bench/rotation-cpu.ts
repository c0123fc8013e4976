// Where the 1,000-gym rotation's extra time goes (issue 28 §4): the built server on a kept database of
// gyms (BENCH_KEEP_DATABASE's, made by gyms-rotation.ts), one gym and all gyms in alternating blocks, and
// for each block the CPU per request of the API process and of the PostgreSQL backends serving it
// (`/proc/<pid>/stat`, every backend of that database sampled each second), beside req/s. Under load, when
// req/s says little, CPU per request still tells which side the rotation costs (docs/performance.md,
// "Gyms in rotation", 2026-12-04). Not part of `npm run bench`; after `npm run build`:
// DATABASE_URL=postgres://…/rotation_kept [ROT_GYMS=1000] [ROT_BLOCKS=4] [ROT_SECONDS=20]
//   [ROT_VARIANTS=name:dist-folder:shards,…] npx tsx apps/api/bench/rotation-cpu.ts
// ROT_VARIANTS starts several servers side by side (e.g. a copy of dist/ built from main, or another
// DATABASE_POOL_SHARDS) and interleaves their blocks, so the machine's drift falls on each alike; a fourth
// field, name:dist:shards:<database URL>, puts that server on another database (another PostgreSQL server
// holding a copy of the gyms, started with other settings).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { REPO_ROOT } from "../src/config/env.ts";
import { signInOwner, waitUntilServing } from "./child-server.ts";
import { freePort } from "./free-port.ts";
import { backendTicks, ticks } from "./process-ticks.ts";
import { forkRotationServer, rotate } from "./rotation-load.ts";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("Set DATABASE_URL to the kept database");
const gyms = Number(process.env.ROT_GYMS ?? 1000);
const blocks = Number(process.env.ROT_BLOCKS ?? 4);
const seconds = Number(process.env.ROT_SECONDS ?? 20);
const password = "bench-rotation-pw";
const schemas = Array.from({ length: gyms }, (_, i) => `rot_${String(i).padStart(5, "0")}`);

const work = mkdtempSync(join(tmpdir(), "rotation-cpu-"));
const secret = randomBytes(32).toString("hex");
// ROT_VARIANTS="name:dist-folder:shards[:database URL],…": servers started side by side on the same gyms and
// tokens (one secret), measured in interleaved blocks; default one server, apps/api/dist with
// DATABASE_POOL_SHARDS on DATABASE_URL.
const variants = (process.env.ROT_VARIANTS ?? `main:dist:${process.env.DATABASE_POOL_SHARDS ?? "auto"}`)
  .split(",")
  .map((v) => {
    const [name, dist, shards, ...rest] = v.split(":") as [string, string, string, ...string[]];
    return { name, dist, shards, databaseUrl: rest.length > 0 ? rest.join(":") : url };
  });
const servers = await Promise.all(
  variants.map(async ({ name, dist, shards, databaseUrl }) => {
    const port = await freePort();
    const child = forkRotationServer({
      serverJs: join(REPO_ROOT, "apps/api", dist, "server.js"),
      port,
      databaseUrl,
      dataDir: work,
      jwtSecret: secret,
      shards,
    });
    // Each server's backends are read on its own database server by a connection of their own.
    const watcher = new pg.Client({ connectionString: databaseUrl });
    await watcher.connect();
    const db = new URL(databaseUrl).pathname.slice(1);
    return { name, child, base: `http://127.0.0.1:${port}`, watcher, db, databaseUrl, tokens: [] as string[] };
  }),
);
try {
  for (const s of servers) await waitUntilServing(s.base);
  // Sessions are rows in each gym's schema: one sign-in per gym on each database, its tokens in the gyms' order.
  const signedIn = new Map<string, string[]>();
  for (const server of servers) {
    const known = signedIn.get(server.databaseUrl);
    if (known) {
      server.tokens = known;
      continue;
    }
    const rest = schemas.map((schema, i) => ({ schema, i }));
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let s = rest.shift(); s; s = rest.shift())
          server.tokens[s.i] = await signInOwner(server.base, s.schema, password);
      }),
    );
    signedIn.set(server.databaseUrl, server.tokens);
  }
  // Every server has served every gym once (its session reads, the background check's 503s are over).
  for (const s of servers.slice(1)) await rotate(s.base, s.tokens, 5);
  for (const s of servers) await rotate(s.base, s.tokens.slice(0, 1), 2);
  let next = 0;
  for (let i = 0; i < blocks * 2 * servers.length; i++) {
    const server = servers[Math.floor(i / 2) % servers.length]!;
    const { child, base, tokens } = server;
    const all = Math.floor(i / (2 * servers.length)) % 2 === 0 ? i % 2 === 1 : i % 2 === 0; // one-all, then all-one
    // Backends' CPU: each pid's last reading; a backend that exits loses at most its last second.
    const backends = backendTicks(server.watcher, server.db);
    await backends.sample();
    const api0 = ticks(child.pid!)!;
    const pg0 = backends.total();
    const timer = setInterval(() => void backends.sample(), 1000);
    const block = await rotate(base, all ? tokens : tokens.slice(0, 1), seconds, all ? next : 0);
    clearInterval(timer);
    await backends.sample();
    if (all) next = (next + block.requests / 2) % tokens.length;
    const api = ((ticks(child.pid!)! - api0) * 10) / block.requests;
    const pgc = ((backends.total() - pg0) * 10) / block.requests;
    const lat = [...block.latencies].sort((a, b) => a - b);
    const p95 = lat[Math.floor(lat.length * 0.95)] ?? 0;
    const line = `${server.name}\t${all ? "all" : "one"}\treq/s ${(block.requests / seconds).toFixed(0)}\tp95 ${p95.toFixed(1)}\tAPI ${api.toFixed(2)} ms/req\tPG ${pgc.toFixed(2)} ms/req\tbackends ${backends.backends()}\terrors ${block.errors}\tload ${loadavg()[0]!.toFixed(1)}`;
    process.stdout.write(`${line}\n`);
  }
} finally {
  for (const { child, watcher } of servers) {
    await watcher.end();
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
}
