import type pg from "pg";
import { cpuMs } from "./measure.ts";

/** CPU each backend of the pool's database has used so far (ms by pid), from /proc. */
export type BackendsCpu = Map<number, number>;

/**
 * What PostgreSQL spends on a scenario (issue 28 §3), where pg_stat_statements is not loaded (it needs a
 * server restart): the CPU (user + system) of every backend of the database, read from /proc/<pid>/stat.
 * The database runs on this machine (embedded, or DATABASE_URL on 127.0.0.1); elsewhere there is no /proc
 * to read and the figure is null. A backend that ends between two readings is missed (the pools keep theirs
 * for 30 s idle); one that starts counts whole.
 */
export async function backendsCpu(pool: pg.Pool): Promise<BackendsCpu | null> {
  const { rows } = await pool.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'",
  );
  try {
    return new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]));
  } catch {
    return null;
  }
}

/**
 * PostgreSQL CPU ms per request between two readings of `backendsCpu` (null when either is); the backends
 * in `only`, when given, else all of them.
 */
export function postgresMsPerRequest(
  before: BackendsCpu | null,
  after: BackendsCpu | null,
  requests: number,
  only: (pid: number) => boolean = () => true,
) {
  if (!before || !after || requests === 0) return null;
  let ms = 0;
  for (const [pid, cpu] of after) if (only(pid)) ms += cpu - (before.get(pid) ?? 0);
  return ms / requests;
}
