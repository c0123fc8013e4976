import { spawn } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { stopByPid, waitFor } from "./processes.ts";

export interface HaProxy {
  port: number;
  /** One line per request HAProxy answered: server, status, termination state, retries, time, request. */
  log(): string[];
  stop(): Promise<void>;
}

/** Header HAProxy adds to every answer with the name of the API process that served it (none: HAProxy itself). */
export const SERVED_BY = "x-served-by";

/**
 * Debian's HAProxy in front of the API processes: round robin, no sticky sessions (README, "Several API
 * processes"), a health check on /health every second (down after 3 failures, a failure being no answer
 * within 3 s: /health waits for the process's pool like any request, so on a saturated machine a tighter
 * check takes healthy processes out, all of them at once), `option forwardfor` for TRUST_PROXY. Only a
 * refused connection is retried on another process (HAProxy's default `retry-on conn-failure`): a request
 * that reached a process is never sent twice by the balancer, whatever happens to it; that is the
 * client's decision, with its Idempotency-Key.
 */
export async function startHaProxy(
  dir: string,
  port: number,
  servers: { name: string; port: number }[],
): Promise<HaProxy> {
  const binary = ["/usr/sbin/haproxy", "/usr/bin/haproxy"].find((p) => existsSync(p));
  if (!binary) throw new Error("haproxy is not installed (apt-get install haproxy)");
  const config = join(dir, "haproxy.cfg");
  const logFile = join(dir, "haproxy.log");
  writeFileSync(
    config,
    `global
  maxconn 2000
  log stdout format raw local0 info

defaults
  mode http
  log global
  log-format "%s %ST %tsc %rc %Ta %{+Q}r"
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  timeout check 3s
  retries 3
  option redispatch 1

frontend api
  bind 127.0.0.1:${port}
  option forwardfor
  http-after-response set-header ${SERVED_BY} %s
  default_backend apis

backend apis
  balance roundrobin
  option httpchk GET /health
  http-check expect status 200
  default-server inter 1s fastinter 500ms downinter 500ms fall 3 rise 2
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join("\n")}
`,
  );
  const out = openSync(logFile, "a");
  const child = spawn(binary, ["-db", "-f", config], { stdio: ["ignore", out, out] });
  closeSync(out);
  const stop = async () => {
    if (child.pid) await stopByPid(child.pid, "SIGTERM");
  };
  try {
    await waitFor(`HAProxy on port ${port}`, 10_000, async () => {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      await res.arrayBuffer();
      return res.status === 200;
    });
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${readFileSync(logFile, "utf8")}`);
  }
  return {
    port,
    log: () => readFileSync(logFile, "utf8").split("\n").filter(Boolean),
    stop,
  };
}

/** Requests HAProxy had to connect for more than once (its log's retries field, `%rc`, above 0). */
export function redispatched(log: string[]): number {
  return log.filter((line) => Number(line.split(" ")[3]) > 0).length;
}
