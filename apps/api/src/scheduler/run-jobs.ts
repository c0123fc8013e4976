import type { Database } from "../db/database.ts";
import { gymContext } from "../modules/context.ts";
import { type NightlySettings, nightlyBackup } from "../tenancy/backup/nightly.ts";
import type { ScheduledJob } from "./job.ts";
import { SCHEDULED_JOBS } from "./jobs.ts";

export const NIGHTLY_BACKUP = "nightly-backup";

/** Advisory-lock class of the scheduler (the first key of pg_try_advisory_xact_lock(int, int)). */
const LOCK_CLASS = 0x5c4ed;

export interface JobResult {
  schema: string;
  job: string;
  /** What the job created or changed; null when it failed. */
  changed: number | null;
  error?: string;
}

export interface RunOptions {
  jobs?: readonly ScheduledJob[];
  /** Only these gyms (tests, `--schema`); default every ACTIVE gym of the registry. */
  schemas?: string[];
  uploadDir: string;
  log?: (line: string) => void;
  /** The nightly backup after the jobs (issue 27 §3); absent: no backups in this pass. */
  backups?: NightlySettings;
}

export interface RunSummary {
  results: JobResult[];
  /** Gyms another process was working on at that moment (their advisory lock was held). */
  skipped: string[];
}

/**
 * One pass over the gyms: for each, take the gym's scheduler lock (transaction-scoped, so it also
 * works behind PgBouncer in transaction mode: DESIGN §3), run every job, release. A gym whose lock
 * another process holds is skipped this pass. A failing job is logged and the others still run.
 */
export async function runScheduledJobs(db: Database, options: RunOptions): Promise<RunSummary> {
  const jobs = options.jobs ?? SCHEDULED_JOBS;
  // A gym whose schema is not at this code's migrations yet (decision 0061) waits for a later pass.
  const gyms = (await db.registry.list()).filter(
    (g) =>
      g.status === "ACTIVE" && db.registry.isReady(g) && (!options.schemas || options.schemas.includes(g.schema_name)),
  );
  const results: JobResult[] = [];
  const skipped: string[] = [];
  for (const gym of gyms) {
    const ran = await withGymLock(db, gym.schema_name, async () => {
      const ctx = gymContext(
        db.tenants.get(gym.schema_name),
        { schema: gym.schema_name, timeZone: gym.time_zone },
        options.uploadDir,
        db.clock,
      );
      for (const job of jobs) {
        try {
          const changed = await job.run(ctx);
          results.push({ schema: gym.schema_name, job: job.name, changed });
          if (changed > 0) options.log?.(`scheduler: ${job.name} changed ${changed} row(s) in ${gym.schema_name}`);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          results.push({ schema: gym.schema_name, job: job.name, changed: null, error: message });
          options.log?.(`scheduler: ${job.name} failed in ${gym.schema_name}: ${message}`);
        }
      }
      if (options.backups) {
        const outcome = await nightlyBackup(db, gym, options.backups).catch((error: unknown) => {
          options.log?.(`scheduler: ${NIGHTLY_BACKUP} failed in ${gym.schema_name}: ${String(error)}`);
          return "failed" as const;
        });
        results.push({
          schema: gym.schema_name,
          job: NIGHTLY_BACKUP,
          changed: outcome === "failed" ? null : outcome === "done" ? 1 : 0,
          ...(outcome === "failed" ? { error: "the backup failed (see the settings screen)" } : {}),
        });
        if (outcome === "done") options.log?.(`scheduler: ${NIGHTLY_BACKUP} written for ${gym.schema_name}`);
      }
    });
    if (!ran) skipped.push(gym.schema_name);
  }
  return { results, skipped };
}

/** Runs `work` while holding the gym's scheduler lock in an open transaction; false when it was taken. */
async function withGymLock(db: Database, schema: string, work: () => Promise<void>): Promise<boolean> {
  const client = await db.pool.connect();
  try {
    await client.query("BEGIN");
    const { rows } = await client.query<{ locked: boolean }>(
      "SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS locked",
      [LOCK_CLASS, `scheduler:${schema}`],
    );
    if (!rows[0]?.locked) return false;
    await work();
    return true;
  } finally {
    await client.query("COMMIT").catch(() => {});
    client.release();
  }
}
