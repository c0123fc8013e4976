import type pg from "pg";

export interface BackupRow {
  schema_name: string;
  day: string;
  status: "RUNNING" | "DONE" | "FAILED";
  attempts: number;
  file: string | null;
  bytes: string | null;
  error: string | null;
  started_at: Date;
  finished_at: Date | null;
}

/** Failed nightly backups are tried again on later passes of the same day, this many times in all. */
export const MAX_ATTEMPTS = 3;
/** A RUNNING claim this old belongs to a process that died: another may take it over. */
export const STALE_CLAIM_MS = 60 * 60 * 1000;

/**
 * Claims the gym's backup of `day` (exactly once across processes): a new row, or a failed one with
 * attempts left, or a RUNNING one whose process died. Null when another process has it or it is done.
 */
export async function claimBackupDay(pool: pg.Pool, schema: string, day: string, now: Date): Promise<boolean> {
  const { rowCount } = await pool.query(
    `INSERT INTO platform.gym_backups AS b (schema_name, day, status, started_at)
     VALUES ($1, $2::date, 'RUNNING', $3::timestamptz)
     ON CONFLICT (schema_name, day) DO UPDATE
       SET status = 'RUNNING', attempts = b.attempts + 1, started_at = EXCLUDED.started_at,
           finished_at = NULL, error = NULL
     WHERE (b.status = 'FAILED' AND b.attempts < $4)
        OR (b.status = 'RUNNING' AND b.started_at < $3::timestamptz - make_interval(secs => $5))`,
    [schema, day, now, MAX_ATTEMPTS, STALE_CLAIM_MS / 1000],
  );
  return rowCount === 1;
}

export async function finishBackupDay(
  pool: pg.Pool,
  schema: string,
  day: string,
  at: Date,
  outcome: { file: string; bytes: number } | { error: string },
): Promise<void> {
  await pool.query(
    `UPDATE platform.gym_backups SET status = $3, file = $4, bytes = $5, error = $6, finished_at = $7::timestamptz
      WHERE schema_name = $1 AND day = $2::date`,
    "error" in outcome
      ? [schema, day, "FAILED", null, null, outcome.error.slice(0, 2000), at]
      : [schema, day, "DONE", outcome.file, outcome.bytes, null, at],
  );
}

/** The gym's latest backup row and its latest successful one (the settings screen and the home warning). */
export async function latestBackups(
  pool: pg.Pool,
  schema: string,
): Promise<{ last: BackupRow | null; lastDone: BackupRow | null }> {
  const { rows } = await pool.query<BackupRow>(
    `(SELECT schema_name, day::text AS day, status, attempts, file, bytes::text AS bytes, error, started_at, finished_at
        FROM platform.gym_backups WHERE schema_name = $1 ORDER BY day DESC LIMIT 1)
     UNION ALL
     (SELECT schema_name, day::text AS day, status, attempts, file, bytes::text AS bytes, error, started_at, finished_at
        FROM platform.gym_backups WHERE schema_name = $1 AND status = 'DONE' ORDER BY day DESC LIMIT 1)`,
    [schema],
  );
  return { last: rows[0] ?? null, lastDone: rows.find((r) => r.status === "DONE") ?? null };
}
