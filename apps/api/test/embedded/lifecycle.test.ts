import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/free-port.ts";
import { REPO_ROOT } from "../../src/config/env.ts";

/**
 * The embedded PostgreSQL's lifecycle against the real server process (issue 7 §3, decision 0082):
 * it never outlives a killed API, a start recovers a server left behind, and a server killed under a
 * running API is restarted (or the API exits non-zero).
 */
const dataDir = mkdtempSync(join(tmpdir(), "gym-lifecycle-"));
// PostgreSQL runs as its own system user here (DESIGN §8) and must reach its directory inside.
chmodSync(dataDir, 0o755);
const pgDir = join(dataDir, "pg");
let apiPort = 0;
let pgPort = 0;
const running: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(port = apiPort): Started {
  const { DATABASE_URL: _external, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: join(REPO_ROOT, "apps/api"),
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      EMBEDDED_PG_PORT: String(pgPort),
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      JWT_SECRET: "lifecycle-secret-lifecycle-secret-0123456789",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let text = "";
  child.stdout?.on("data", (chunk) => {
    text += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    text += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 120_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

const healthy = (server: Started) =>
  until(`a healthy server\n${server.output()}`, async () => {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    const res = await fetch(`http://127.0.0.1:${apiPort}/health`).catch(() => null);
    return res?.status === 200 ? true : undefined;
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const postmasterPid = () => Number(readFileSync(join(pgDir, "postmaster.pid"), "utf8").split("\n")[0]);
const gone = (pid: number) => until(`process ${pid} to end`, () => (alive(pid) ? undefined : true), 30_000);
const childrenOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);

async function query(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort}/postgres` });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  [apiPort, pgPort] = [await freePort(), await freePort()];
});
afterAll(async () => {
  for (const child of running) if (child.exitCode === null && child.pid) child.kill("SIGTERM");
  await sleep(1000);
  if (existsSync(join(pgDir, "postmaster.pid")) && alive(postmasterPid())) process.kill(postmasterPid(), "SIGINT");
  await sleep(1000);
  rmSync(dataDir, { recursive: true, force: true });
});

describe("embedded PostgreSQL lifecycle", { timeout: 240_000 }, () => {
  it("stops with an API killed by kill -9; the next start serves the same data", async () => {
    const first = start();
    await healthy(first);
    await query("create table if not exists lifecycle_probe (note text)");
    await query("insert into lifecycle_probe values ($1)", ["written before the crash"]);
    const postgres = postmasterPid();
    first.child.kill("SIGKILL");
    await first.exited;
    await gone(postgres);

    const second = start();
    await healthy(second);
    expect(await query("select note from lifecycle_probe")).toEqual([{ note: "written before the crash" }]);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });

  it("stops a server left running by a crashed start (watchdog gone too) and starts afresh", async () => {
    const first = start();
    await healthy(first);
    const postgres = postmasterPid();
    const apiPid = first.child.pid as number;
    for (const pid of childrenOf(apiPid)) if (pid !== postgres) process.kill(pid, "SIGKILL");
    first.child.kill("SIGKILL");
    await first.exited;
    await sleep(500);
    expect(alive(postgres)).toBe(true);

    const second = start();
    await healthy(second);
    expect(second.output()).toContain("left running by a previous start");
    expect(alive(postgres)).toBe(false);
    expect(await query("select count(*)::int as n from lifecycle_probe")).toEqual([{ n: 1 }]);

    // A second API on the same data directory is refused while the first one lives.
    const intruder = start(await freePort());
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toMatch(/belongs to a running server \(process \d+\)/);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });

  it("restarts a server killed under a running API, and exits non-zero when it cannot", async () => {
    const server = start();
    await healthy(server);
    process.kill(postmasterPid(), "SIGKILL");
    await until("the restart", () => (server.output().includes("running again") ? true : undefined), 60_000);
    await healthy(server);
    expect(await query("select count(*)::int as n from lifecycle_probe")).toEqual([{ n: 1 }]);

    // Without its data directory the server cannot come back: the API must not linger answering 503.
    const victim = postmasterPid();
    renameSync(pgDir, `${pgDir}-away`);
    process.kill(victim, "SIGKILL");
    try {
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(/died and could not be restarted.*The server stops/s);
    } finally {
      renameSync(`${pgDir}-away`, pgDir);
    }
  });
});
