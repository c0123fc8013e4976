import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../../src/config/env.ts";
import { waitUntilServing } from "../child-server.ts";
import { productNodeEnv, productNodeFlags } from "../product-node-flags.ts";
import { alive, sleep, stopByPid } from "./processes.ts";

export const SERVER = join(REPO_ROOT, "apps/api/dist/server.js");

export interface ApiProcess {
  name: string;
  port: number;
  /** Its stdout and stderr, every life of it one after the other (pino's JSON lines). */
  logFile: string;
  child: ChildProcess | null;
}

/**
 * The built server (`npm run build`), as `npm start` runs it, N times on their own ports with one shared
 * environment: one DATABASE_URL (PgBouncer), one JWT_SECRET, one UPLOAD_DIR, TRUST_PROXY = HAProxy's
 * address, the scheduler on in each (every minute). `kill` is `kill -9`; `start` again is a restart on the
 * same port, which HAProxy's health check finds by itself.
 */
export class ApiProcesses {
  readonly all: ApiProcess[];

  constructor(
    dir: string,
    ports: number[],
    private readonly env: Record<string, string>,
  ) {
    if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build first`);
    this.all = ports.map((port, i) => ({
      name: `api${i + 1}`,
      port,
      logFile: join(dir, `api${i + 1}.log`),
      child: null,
    }));
  }

  async start(p: ApiProcess): Promise<void> {
    const out = openSync(p.logFile, "a");
    p.child = spawn(process.execPath, [...productNodeFlags(), SERVER], {
      stdio: ["ignore", out, out],
      env: { ...productNodeEnv(), ...this.env, PORT: String(p.port) },
    });
    closeSync(out);
    await waitUntilServing(`http://127.0.0.1:${p.port}`);
  }

  /** `kill -9`: no shutdown hook runs, requests in flight are cut, its database sessions just end. */
  async kill(p: ApiProcess): Promise<void> {
    const pid = p.child?.pid;
    if (!pid) return;
    process.kill(pid, "SIGKILL");
    while (alive(pid)) await sleep(10);
    p.child = null;
  }

  async stopAll(): Promise<void> {
    await Promise.all(
      this.all.map(async (p) => {
        if (p.child?.pid) await stopByPid(p.child.pid, "SIGTERM");
        p.child = null;
      }),
    );
  }

  /** Every JSON log line of every process, with the process's name. */
  logs(): { name: string; line: Record<string, unknown> }[] {
    return this.all.flatMap((p) =>
      existsSync(p.logFile)
        ? readFileSync(p.logFile, "utf8")
            .split("\n")
            .flatMap((text) => {
              if (!text.startsWith("{")) return [];
              try {
                return [{ name: p.name, line: JSON.parse(text) as Record<string, unknown> }];
              } catch {
                return [];
              }
            })
        : [],
    );
  }
}
