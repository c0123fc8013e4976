import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { inject } from "vitest";
import { waitUntilServing } from "../../bench/child-server.ts";
import { freePort } from "../../bench/free-port.ts";
import { REPO_ROOT } from "../../src/config/env.ts";
import type { TestContext } from "./context.ts";

/** The real server (`src/server.ts`) as a child process over the run's database, for tests that kill it. */
export interface ChildServer {
  base: string;
  child: ChildProcess;
  /** What it printed so far (for failure messages). */
  output(): string;
  /** `kill -9`: no shutdown hook, no clean-up, as a crash or the OOM killer. */
  crash(): Promise<void>;
  /** SIGTERM and wait. */
  stop(): Promise<void>;
}

/**
 * Starts the server on a free port (or CHILD_SERVER_PORT, for a shared machine whose engineers each have a range
 * of ports) with `dataDir` (its uploads live in `dataDir/uploads`); resolves once it answers.
 */
export async function startChildServer(ctx: TestContext, dataDir: string): Promise<ChildServer> {
  const port = Number(process.env.CHILD_SERVER_PORT) || (await freePort());
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: join(REPO_ROOT, "apps/api"),
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: inject("databaseUrl"),
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, "no-web-build"),
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      JWT_SECRET: ctx.env.JWT_SECRET,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  child.stdout?.on("data", (d) => {
    text += String(d);
  });
  child.stderr?.on("data", (d) => {
    text += String(d);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  await Promise.race([
    waitUntilServing(base),
    exited.then(() => {
      throw new Error(`the server exited before answering:\n${text}`);
    }),
  ]);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { base, child, output: () => text, crash: () => end("SIGKILL"), stop: () => end("SIGTERM") };
}

/** Polls `probe` until it returns something other than undefined. */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const deadline = performance.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}
