import type pg from "pg";
import { SessionStore } from "../auth/sessions.ts";
import { type Clock, systemClock } from "../lib/clock.ts";
import { latestVersion } from "../tenancy/background-migrations.ts";
import { GymRegistry } from "../tenancy/registry.ts";
import { ChangeListener } from "./change-listener.ts";
import { type Migration, readMigrations, TENANT_MIGRATIONS_DIR } from "./migrator.ts";
import { createPool } from "./pool.ts";
import { TenantClients } from "./tenant-clients.ts";
import { shardOf } from "./tenant-router.ts";

/** Everything that talks to PostgreSQL: one pool, the registry, the gyms' handles over one shared Prisma client. */
export interface Database {
  pool: pg.Pool;
  registry: GymRegistry;
  tenants: TenantClients;
  /** Staff users' server-side sessions (the tokens' `jti`). */
  sessions: SessionStore;
  /**
   * Hears other processes' ended sessions (decision 0391) and changed registry rows (decision 0410); null
   * without `listenUrl`. `ready` settles once it has connected or failed once (it keeps retrying).
   */
  changeListener: { listener: ChangeListener; ready: Promise<void> } | null;
  /** The tenant migrations this code needs: a gym whose schema is behind the last one answers 503. */
  migrations: readonly Migration[];
  /** The product's one clock (decision 0196): every context's `now()` and `today()`, and the timestamps written. */
  clock: Clock;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  poolSize: number;
  tenantCacheSize: number;
  /** Close pooled connections after this many seconds (0: never); bounds PostgreSQL's per-connection caches. */
  maxLifetimeSeconds?: number;
  /**
   * Gyms' statements go to this many pools of poolSize / shards connections, each gym always to the same
   * one (decision 0065); 1 (default): every gym shares the one pool.
   */
  poolShards?: number;
  /**
   * The gyms' connections keep the plans of the statements marked with `keepPlan` (decision 0409). Default: true;
   * false behind PgBouncer before 1.21 in transaction mode (DATABASE_PREPARED_STATEMENTS=off).
   */
  preparedStatements?: boolean;
  /** Default: prisma/migrations (tests pass a list with an extra pending migration). */
  tenantMigrations?: readonly Migration[];
  /** Default: the system clock; tests pin the instant (decision 0196). */
  clock?: Clock;
  /**
   * Where to LISTEN for ended sessions and changed gyms (decisions 0391, 0410): the server itself, never
   * PgBouncer in transaction mode. Absent: no listener, and another process's sign-out or suspension counts
   * here within SESSION_CACHE_MS and GYM_CACHE_MS.
   */
  listenUrl?: string;
  /** Told when the listener's connection fails (it reconnects by itself). */
  onListenerProblem?: (error: Error) => void;
}

export function openDatabase(url: string, options: DatabaseOptions): Database {
  const keepPlans = options.preparedStatements ?? true;
  const pool = createPool(url, options.poolSize, options.maxLifetimeSeconds ?? 0, keepPlans);
  // Each Prisma client adds one idle-error listener to the shared pool: the registry's and the one
  // client every gym shares (tenant-router.ts).
  pool.setMaxListeners(10);
  const migrations = options.tenantMigrations ?? readMigrations(TENANT_MIGRATIONS_DIR);
  const registry = new GymRegistry(pool, latestVersion(migrations));
  const shards = options.poolShards ?? 1;
  const shardPools =
    shards > 1
      ? Array.from({ length: shards }, () =>
          createPool(url, Math.ceil(options.poolSize / shards), options.maxLifetimeSeconds ?? 0, keepPlans),
        )
      : [];
  const clock = options.clock ?? systemClock;
  const tenants = new TenantClients(shards > 1 ? shardPools : pool, options.tenantCacheSize, clock);
  const sessions = new SessionStore((schema) => (shards > 1 ? shardPools[shardOf(schema, shards)]! : pool));
  const listener = options.listenUrl
    ? new ChangeListener(options.listenUrl, [sessions, registry], options.onListenerProblem)
    : null;
  return {
    pool,
    registry,
    tenants,
    sessions,
    changeListener: listener ? { listener, ready: listener.start() } : null,
    migrations,
    clock,
    async close() {
      await listener?.close();
      await tenants.closeAll();
      await registry.client.$disconnect();
      await Promise.all([pool, ...shardPools].map((p) => p.end()));
    },
  };
}
