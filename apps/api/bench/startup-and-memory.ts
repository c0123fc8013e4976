// Measures what issue 2 asks for: time from process start to the first served dashboard page (cold:
// empty data directory, so initdb + migrations + demo seed; warm: the same data again), and the API
// process's resident memory when idle with 1 and with 200 provisioned gyms, and after 200 gyms were used.
// Run: npm run build && npx tsx apps/api/bench/startup-and-memory.ts   (loopback only; ~2-4 minutes)
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../src/config/env.ts";
import { rssMb } from "./child-server.ts";
import { productNodeEnv, productNodeFlags } from "./product-node-flags.ts";

const SERVER = join(REPO_ROOT, "apps/api/dist/server.js");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function start(env: Record<string, string>): ChildProcess {
  // As `npm start` runs it: its Node flags and environment (decisions 0064, 0388).
  return spawn(process.execPath, [...productNodeFlags(), SERVER], {
    env: { ...process.env, ...productNodeEnv(), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitForPage(url: string, startedAt: number): Promise<number> {
  for (;;) {
    try {
      const res = await fetch(url, { headers: { accept: "text/html" } });
      if (res.ok) return performance.now() - startedAt;
    } catch {}
    await sleep(50);
  }
}

async function stop(child: ChildProcess): Promise<void> {
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
}

async function signIn(base: string, schema: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/android/auth/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ schema_name: schema, username: "owner", password, user_type: "admin" }),
  });
  return ((await res.json()) as { token: string }).token;
}

// PostgreSQL runs as the `postgres` user, which must be able to enter the data folder.
const dataDir = mkdtempSync(join(tmpdir(), "gym-startup-"));
chmodSync(dataDir, 0o755);
const port = 4399;
const base = `http://127.0.0.1:${port}`;
const env = { DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: "5499", LOGIN_RATE_LIMIT_PER_MINUTE: "100000" };
try {
  let t = performance.now();
  let server = start(env);
  const cold = await waitForPage(`${base}/`, t);
  await sleep(3000);
  const idleOne = rssMb(server.pid!);
  await stop(server);

  t = performance.now();
  server = start(env);
  const warm = await waitForPage(`${base}/`, t);
  await stop(server);

  // Provision 199 more gyms through the CLI's code path (in this process, against the same database).
  const { loadEnv } = await import("../src/config/env.ts");
  const { connect } = await import("../src/db/connect.ts");
  const { provisionGym } = await import("../src/tenancy/provision.ts");
  const e = loadEnv({ ...process.env, ...env, LOG_LEVEL: "silent" });
  const connection = await connect(e);
  const t0 = performance.now();
  for (let i = 1; i < 200; i++) {
    await provisionGym(
      { ...connection.db, uploadDir: e.UPLOAD_DIR },
      {
        schema_name: `bench_gym_${i}`,
        gym_name: `Bench Gym ${i}`,
        admin: { username: "owner", password: "bench-password", full_name: "Owner" },
      },
    );
  }
  const provisionMs = (performance.now() - t0) / 199;
  const dbUrl = connection.embedded!.url;
  await connection.db.close();

  server = start({ ...env, DATABASE_URL: dbUrl });
  await waitForPage(`${base}/health`, performance.now());
  await sleep(3000);
  const idle200 = rssMb(server.pid!);
  for (let i = 1; i < 200; i++) {
    const token = await signIn(base, `bench_gym_${i}`, "bench-password");
    await fetch(`${base}/api/auth/session/`, { headers: { authorization: `Bearer ${token}` } });
  }
  await sleep(3000);
  const used200 = rssMb(server.pid!);
  await stop(server);
  await connection.embedded!.stop();

  console.log("\nStart-up and memory (this machine, loopback)");
  console.log(`  cold start to first served page (initdb + migrate + demo seed): ${(cold / 1000).toFixed(1)} s`);
  console.log(`  warm start to first served page:                               ${(warm / 1000).toFixed(1)} s`);
  console.log(`  provisioning one gym (schema + migrations + starter data + admin): ${provisionMs.toFixed(0)} ms`);
  console.log(`  API process RSS, idle, 1 gym:     ${idleOne.toFixed(0)} MB`);
  console.log(`  API process RSS, idle, 200 gyms:  ${idle200.toFixed(0)} MB`);
  console.log(
    `  API process RSS after all 200 gyms signed in and made a call (client LRU 50): ${used200.toFixed(0)} MB`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
