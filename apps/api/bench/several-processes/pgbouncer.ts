import { type ChildProcess, spawn } from "node:child_process";
import { chownSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { stopByPid, waitFor } from "./processes.ts";

export interface PgBouncer {
  port: number;
  stop(): Promise<void>;
}

/**
 * Debian's PgBouncer in TRANSACTION mode in front of the PostgreSQL server, with the settings of
 * `.ci/pgbouncer-api.sh` and the README (decision 0060), its config, log and pidfile in `dir`. PgBouncer
 * refuses to run as root, so as root it runs as `postgres` (like the CI script).
 */
export async function startPgBouncer(
  dir: string,
  port: number,
  pg: { host: string; port: number },
): Promise<PgBouncer> {
  const binary = ["/usr/sbin/pgbouncer", "/usr/bin/pgbouncer"].find((p) => existsSync(p));
  if (!binary) throw new Error("pgbouncer is not installed (apt-get install pgbouncer)");
  const ini = join(dir, "pgbouncer.ini");
  writeFileSync(
    ini,
    `[databases]
* = host=${pg.host} port=${pg.port} user=postgres connect_query='SET TimeZone TO UTC; SET jit TO off'

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = any
pool_mode = transaction
max_client_conn = 2000
default_pool_size = 20
max_db_connections = 40
reserve_pool_size = 0
server_lifetime = 600
server_idle_timeout = 60
server_reset_query =
ignore_startup_parameters = extra_float_digits,options
log_connections = 0
log_disconnections = 0
logfile = ${join(dir, "pgbouncer.log")}
pidfile = ${join(dir, "pgbouncer.pid")}
`,
  );
  const root = process.getuid?.() === 0;
  if (root) {
    const { uid, gid } = userIds("postgres");
    chownSync(dir, uid, gid);
    chownSync(ini, uid, gid);
  }
  const child: ChildProcess = root
    ? spawn("runuser", ["-u", "postgres", "--", binary, "-q", ini], { stdio: "ignore" })
    : spawn(binary, ["-q", ini], { stdio: "ignore" });
  const pidfile = join(dir, "pgbouncer.pid");
  const stop = async () => {
    // PgBouncer's own pid, then the runuser wrapper's: SIGINT is its safe shutdown.
    if (existsSync(pidfile)) await stopByPid(Number(readFileSync(pidfile, "utf8").trim()), "SIGINT");
    if (child.pid) await stopByPid(child.pid, "SIGINT");
  };
  try {
    await waitFor(`PgBouncer on port ${port}`, 10_000, async () => existsSync(pidfile) && (await accepts(port)));
  } catch (error) {
    await stop();
    const log = join(dir, "pgbouncer.log");
    throw new Error(`${(error as Error).message}\n${existsSync(log) ? readFileSync(log, "utf8") : ""}`);
  }
  return { port, stop };
}

function userIds(name: string): { uid: number; gid: number } {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${name}:`));
  if (!line) throw new Error(`no user ${name} to run PgBouncer as`);
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

async function accepts(port: number): Promise<boolean> {
  const { connect } = await import("node:net");
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
