import pg from "pg";
import { keepPlansOn } from "./kept-plans.ts";

// numeric(12,2) arrives as a string by default; money stays exact in the database and is sent as a
// JSON number (DESIGN §5), so parse it to a number only at the edge where it is read.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
// `date` columns are calendar dates, not instants: keep them as YYYY-MM-DD strings.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/**
 * How long an idle connection stays open (decision 0411). A gym's connection keeps the catalog caches of every gym
 * it has served, and rebuilding them costs the next request about 6 ms a gym (at 1,000 gyms, 125 a connection):
 * a quiet minute must not throw them away. The lifetime below still retires the connection.
 */
export const IDLE_CONNECTION_MS = 300_000;

/**
 * The one pool every gym shares. `maxLifetimeSeconds` (DATABASE_POOL_MAX_LIFETIME_SECONDS, decision 0062)
 * retires a connection that old when it is next released, however busy it is: PostgreSQL keeps each
 * relation a backend has touched in that backend's caches, so a long-lived connection that visits
 * thousands of gyms would otherwise grow without bound (about 65 KB per gym). 0 = never. Each connection's
 * lifetime is a different share of it (`spreadLifetime`, decision 0411).
 * `keepPlans`: its connections keep the plans of the statements marked with `keepPlan` (decision 0409).
 */
export function createPool(connectionString: string, max: number, maxLifetimeSeconds = 0, keepPlans = false): pg.Pool {
  const lifetimes = spreadLifetime(maxLifetimeSeconds);
  const pool = new pg.Pool({
    connectionString: withSessionSettings(connectionString),
    max,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    connectionTimeoutMillis: 10_000,
    maxLifetimeSeconds: lifetimes(),
  });
  // pg-pool reads the option as each connection is made, before it tells "connect": the next one gets the next share.
  if (maxLifetimeSeconds > 0) pool.on("connect", () => (pool.options.maxLifetimeSeconds = lifetimes()));
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  if (keepPlans) keepPlansOn(pool);
  return pool;
}

/**
 * The lifetimes of a pool's successive connections: between three quarters of `maxSeconds` and all of it, spread
 * evenly (the golden ratio's sequence, so any few in a row are far apart). Connections opened together, as a
 * morning's first requests open a shard's, would otherwise all retire together and leave the shard's gyms with
 * no connection that knows their tables at once (decision 0411).
 */
export function spreadLifetime(maxSeconds: number): () => number {
  let n = 0;
  return () => {
    if (maxSeconds <= 0) return 0;
    const share = (n++ * 0.618_033_988_75) % 1;
    return maxSeconds * (1 - share / 4);
  };
}

/**
 * The product's session settings, on the connection's start-up `options` after any the address already has;
 * PgBouncer drops start-up options, so its `connect_query` sets the same (README, `.ci/pgbouncer-api.sh`).
 *
 * Every session in UTC (decision 0377). Prisma's PostgreSQL adapter reads a `timestamptz` as if the session
 * were in UTC (it replaces the offset PostgreSQL prints with +00:00), so on a server whose `timezone` is
 * Asia/Kolkata (an embedded PostgreSQL made on a box set to India, or a server configured so) every instant
 * read through Prisma was 5 h 30 min off.
 *
 * No JIT compilation (decision 0381): the product's statements are short, and a plan whose estimated cost passes
 * `jit_above_cost` (the monthly view's totals at about 20,000 members) was compiled again on every execution,
 * 2.7 s of JIT in a 3.7 s statement.
 */
export function withSessionSettings(connectionString: string): string {
  const url = new URL(connectionString);
  const options = url.searchParams.get("options");
  url.searchParams.set("options", `${options ? `${options} ` : ""}-c TimeZone=UTC -c jit=off`);
  return url.toString();
}

/** Fails fast with a clear message when the database cannot be reached. */
export async function assertReachable(pool: pg.Pool): Promise<void> {
  try {
    await pool.query("select 1");
  } catch (error) {
    throw unreachable(error);
  }
}

/** The start-up error for a database that cannot be reached, with its reason. */
export function unreachable(error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(`Cannot reach the database: ${reason}`, { cause: error });
}

/** A schema or table name as a quoted SQL identifier; names are validated before they get here. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * A gym's table for raw SQL: `"<schema>"."<table>"`. Raw queries do not get Prisma's schema
 * (DESIGN §3), so every raw statement names its tables through this.
 */
export function qualified(schema: string, table: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(table)}`;
}
