// CPU of processes read from /proc, for the rotation benches (rotation-cpu.ts, rotation-queues.ts): the API's
// own process and every PostgreSQL backend serving the benchmark's database.
import { readFileSync } from "node:fs";
import type pg from "pg";

/** utime + stime of a process in clock ticks (100 a second), or undefined once it has gone. */
export function ticks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/**
 * The CPU ticks of database `db`'s backends, sampled through `watcher` (call `sample` about every second): each
 * backend's first and last reading, so a backend that exits loses at most its last second.
 */
export function backendTicks(watcher: pg.Client | pg.Pool, db: string) {
  const seen = new Map<number, { first: number; last: number }>();
  return {
    async sample(): Promise<void> {
      const { rows } = await watcher.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
        [db],
      );
      for (const { pid } of rows) {
        const t = ticks(pid);
        if (t === undefined) continue;
        const s = seen.get(pid);
        if (s) s.last = t;
        else seen.set(pid, { first: t, last: t });
      }
    },
    /** Ticks used by every backend seen so far, between its first and last reading. */
    total: (): number => [...seen.values()].reduce((sum, s) => sum + s.last - s.first, 0),
    /** How many backends were seen. */
    backends: (): number => seen.size,
  };
}
