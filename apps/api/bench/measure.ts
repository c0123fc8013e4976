import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

export interface Measurement {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Node CPU (user + system) of the serving process per request, in ms, when its pid was given. */
  cpuMsPerRequest?: number;
  /** Every response's latency, ascending (so several rounds can be combined). */
  latencies?: number[];
}

/** One scenario's row of the report: the app next to the bare route. */
export interface BenchRow {
  name: string;
  app: Measurement;
  bare: Measurement;
}

/**
 * What browsers send: every benchmark of what users get asks for a compressed body (issue 28 §4).
 * BENCH_ACCEPT_ENCODING replaces it for a comparison ("" sends none).
 */
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br";
export const BROWSER_HEADERS: Readonly<Record<string, string>> = acceptEncoding
  ? { "accept-encoding": acceptEncoding }
  : {};

let clockTicks: number | undefined;
/** CPU time (user + system) process `pid` has used so far, in ms, from /proc (Linux). */
export function cpuMs(pid: number): number {
  clockTicks ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces): state is field 3; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

/** The p-th percentile of ascending `sorted`, to 0.1 (0 for none). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
}

/**
 * autocannon against one URL; latency percentiles from every response (autocannon reports no p95).
 * With `pid`, also the CPU the serving process spent per request over the run (robust on a shared machine,
 * where req/s are not). With `fromManyAddresses`, each request comes from its own client address.
 */
export function measure(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections = 32,
  pid?: number,
  fromManyAddresses = false,
): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const cpuBefore = pid === undefined ? 0 : cpuMs(pid);
    // Each request from its own address (a server with TRUST_PROXY=true reads X-Forwarded-For), so a public
    // page's per-address limit applies per phone, as behind a gym's router.
    const setupRequest = (request: { headers?: Record<string, string> }) => ({
      ...request,
      headers: { ...request.headers, "x-forwarded-for": `10.${randomBytes(3).join(".")}` },
    });
    const requests = fromManyAddresses ? [{ setupRequest }] : undefined;
    const instance = autocannon({ url, headers, connections, duration: seconds, requests }, (error, result) => {
      if (error) return reject(error);
      const cpuAfter = pid === undefined ? 0 : cpuMs(pid);
      latencies.sort((a, b) => a - b);
      const requests = result.requests.total;
      resolve({
        requests,
        rps: requests / seconds,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        errors: result.errors + result.timeouts + result.non2xx,
        ...(pid === undefined ? {} : { cpuMsPerRequest: requests ? (cpuAfter - cpuBefore) / requests : 0 }),
        latencies,
      });
    });
    instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  });
}

/** Several rounds of one URL as one measurement: requests and CPU summed, percentiles over every response. */
export function combine(rounds: Measurement[], seconds: number): Measurement {
  const latencies = rounds.flatMap((r) => r.latencies ?? []).sort((a, b) => a - b);
  const requests = rounds.reduce((n, r) => n + r.requests, 0);
  const cpu = rounds.every((r) => r.cpuMsPerRequest !== undefined)
    ? rounds.reduce((n, r) => n + r.cpuMsPerRequest! * r.requests, 0) / Math.max(1, requests)
    : undefined;
  return {
    requests,
    rps: requests / (seconds * rounds.length),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    ...(cpu === undefined ? {} : { cpuMsPerRequest: cpu }),
    latencies,
  };
}
