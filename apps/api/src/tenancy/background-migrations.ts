import type pg from "pg";
import { type Migration, migrateSchema } from "../db/migrator.ts";
import { quoteIdent } from "../db/pool.ts";
import { type GymRegistry, PLATFORM_SCHEMA } from "./registry.ts";

const GYMS = `${quoteIdent(PLATFORM_SCHEMA)}.gyms`;

/** The version a schema is at once every migration of `migrations` is applied: the last one's name. */
export function latestVersion(migrations: readonly Migration[]): string {
  return migrations.at(-1)?.name ?? "";
}

/**
 * The gyms whose schema may be behind `version`, in ONE query on the registry (issue 14): the registry
 * keeps the version each gym's schema was last brought to, written only after the migrator succeeded;
 * NULL (a gym from before the column existed) means "unknown: ask the schema's own history".
 */
export async function pendingGyms(pool: pg.Pool, version: string, only?: readonly string[]): Promise<string[]> {
  const { rows } = await pool.query<{ schema_name: string }>(
    `SELECT schema_name FROM ${GYMS}
      WHERE (schema_version IS NULL OR schema_version < $1) AND ($2::text[] IS NULL OR schema_name = ANY($2))
      ORDER BY schema_name`,
    [version, only ? [...only] : null],
  );
  return rows.map((r) => r.schema_name);
}

export interface GymMigrationFailure {
  schema: string;
  error: Error;
}

export interface GymMigrationSummary {
  /** Gyms that had at least one migration applied. */
  migrated: string[];
  /** Gyms whose schema history already had every migration (only the registry was behind). */
  upToDate: string[];
  failures: GymMigrationFailure[];
  /** Gyms not reached because the run was stopped (the next start picks them up). */
  notReached: string[];
}

export interface MigrateGymsOptions {
  migrations: readonly Migration[];
  concurrency?: number;
  log?: (line: string) => void;
  /** Set to stop taking new gyms (shutdown); a gym under way finishes its current migration. */
  signal?: AbortSignal;
}

/**
 * Brings `schemas` up to date a few at a time. The per-schema history (`_schema_migrations`) is the
 * source of truth and each migration runs in its own transaction under the schema's advisory lock
 * (migrator.ts), so a process killed mid-way resumes at the next start and two processes starting at
 * once apply each migration once. Each outcome is written to the registry at once: success sets the
 * gym's `schema_version` (never lowering it: an older process may be running too) and clears its error,
 * failure records the error for `npm run tenants -- list`; one gym's failure never stops the others.
 */
export async function migrateGyms(
  deps: { pool: pg.Pool; registry: GymRegistry },
  schemas: readonly string[],
  options: MigrateGymsOptions,
): Promise<GymMigrationSummary> {
  const version = latestVersion(options.migrations);
  const summary: GymMigrationSummary = { migrated: [], upToDate: [], failures: [], notReached: [] };
  const queue = [...schemas];
  const worker = async () => {
    for (let schema = queue.shift(); schema !== undefined; schema = queue.shift()) {
      if (options.signal?.aborted) {
        summary.notReached.push(schema, ...queue.splice(0));
        return;
      }
      try {
        const result = await migrateSchema(deps.pool, schema, [...options.migrations]);
        await deps.pool.query(
          `UPDATE ${GYMS} SET schema_version = $2, migration_error = NULL, migration_failed_at = NULL
            WHERE schema_name = $1 AND (schema_version IS NULL OR schema_version <= $2)`,
          [schema, version],
        );
        (result.applied.length ? summary.migrated : summary.upToDate).push(schema);
        if (result.applied.length) options.log?.(`migrated ${schema}: ${result.applied.join(", ")}`);
      } catch (caught) {
        const error = caught instanceof Error ? caught : new Error(String(caught));
        summary.failures.push({ schema, error });
        options.log?.(`migration failed for ${schema}: ${error.message}`);
        await deps.pool
          .query(`UPDATE ${GYMS} SET migration_error = $2, migration_failed_at = now() WHERE schema_name = $1`, [
            schema,
            error.message.slice(0, 2000),
          ])
          .catch(() => {});
      } finally {
        deps.registry.forget(schema);
      }
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 4, schemas.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return summary;
}

/** The start-up path: ONE query for the gyms that may be behind, then `migrateGyms` on those only. */
export async function migratePendingGyms(
  deps: { pool: pg.Pool; registry: GymRegistry },
  options: MigrateGymsOptions & { only?: readonly string[] },
): Promise<GymMigrationSummary & { pending: number }> {
  const pending = await pendingGyms(deps.pool, latestVersion(options.migrations), options.only);
  return { ...(await migrateGyms(deps, pending, options)), pending: pending.length };
}

export interface BackgroundMigrations {
  /** Resolves with the summary when every pending gym has been tried (or the run was stopped). */
  done: Promise<GymMigrationSummary & { pending: number }>;
  /** Takes no new gym and waits for those under way. */
  stop(): Promise<void>;
}

/** Starts `migratePendingGyms` without waiting for it: the server listens meanwhile (issue 14). */
export function startBackgroundMigrations(
  deps: { pool: pg.Pool; registry: GymRegistry },
  options: Omit<MigrateGymsOptions, "signal"> & { only?: readonly string[] },
): BackgroundMigrations {
  const controller = new AbortController();
  const started = performance.now();
  const done = migratePendingGyms(deps, { ...options, signal: controller.signal }).then(
    (summary) => {
      if (summary.pending) {
        options.log?.(
          `tenant migrations: ${summary.pending} gym(s) checked in ${Math.round(performance.now() - started)} ms: ` +
            `${summary.migrated.length} migrated, ${summary.upToDate.length} already up to date, ` +
            `${summary.failures.length} failed${summary.notReached.length ? `, ${summary.notReached.length} left for the next start` : ""}`,
        );
      }
      return summary;
    },
    (error: unknown) => {
      // The registry query itself failed (database gone): every gym stays behind its 503 until a restart.
      options.log?.(`tenant migrations could not run: ${error instanceof Error ? error.message : String(error)}`);
      return { migrated: [], upToDate: [], failures: [], notReached: [], pending: 0 };
    },
  );
  return {
    done,
    async stop() {
      controller.abort();
      await done;
    },
  };
}
