// One request at a time, timed, with the PostgreSQL CPU it cost (the member-payments benches).
import type pg from "pg";
import { percentile } from "./measure.ts";
import { backendsCpu, postgresMsPerRequest } from "./postgres-cpu.ts";

export interface Timing {
  p50: number;
  p95: number;
}

/**
 * Runs `once` `warmups` times untimed (i = 0 …), then `n` times timed, one after the other; p50 and p95 of the timed
 * wall times in ms.
 */
export async function sequential(n: number, once: (i: number) => Promise<unknown>, warmups = 1): Promise<Timing> {
  for (let i = 0; i < warmups; i++) await once(i);
  const times: number[] = [];
  for (let i = warmups; i < warmups + n; i++) {
    const t = performance.now();
    await once(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export const pgMs = (ms: number | null) => (ms === null ? "-" : ms.toFixed(2));

/**
 * `run` (`requests` requests) with the PostgreSQL CPU it cost per request (null where /proc cannot tell); with
 * `writer`, the backend of a connection that wrote before each request, also the requests' own CPU (`pgOwn`:
 * every backend but the writer's) and the writes' (`pgWrite`).
 */
export async function withPostgresCpu<T extends object>(
  pool: pg.Pool,
  requests: number,
  run: () => Promise<T>,
  writer?: number,
) {
  const before = await backendsCpu(pool);
  const result = await run();
  const after = await backendsCpu(pool);
  // `sequential` makes one warm-up request more than it times.
  const per = (only?: (pid: number) => boolean) => postgresMsPerRequest(before, after, requests + 1, only);
  return { ...result, pg: per(), pgOwn: per((pid) => pid !== writer), pgWrite: per((pid) => pid === writer) };
}

export async function ok(response: Response, what: string) {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}
