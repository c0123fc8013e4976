import pg from "pg";
import { PLATFORM_SCHEMA } from "../tenancy/registry.ts";
import { quoteIdent, unreachable } from "./pool.ts";

/** DATABASE_POOL_SHARDS: `auto`, or a fixed number of shards (decision 0065). */
export type PoolShardsSetting = number | "auto";

/**
 * Under `auto`, a process that finds at least this many active gyms at its start shards its pool
 * (decision 0195): below it, every connection caching every gym costs little, and one busy gym keeps the
 * whole pool.
 */
export const AUTO_SHARDS_MIN_GYMS = 100;

/** Under `auto`, each shard gets this many connections: 8 shards of 2 were measured best for a pool of 16. */
export const AUTO_SHARD_CONNECTIONS = 2;

/** How many pools the gyms' statements use for this setting, pool size and number of active gyms. */
export function poolShardsFor(setting: PoolShardsSetting, poolSize: number, activeGyms: number): number {
  if (setting !== "auto") return setting;
  if (activeGyms < AUTO_SHARDS_MIN_GYMS) return 1;
  return Math.min(64, Math.max(1, Math.floor(poolSize / AUTO_SHARD_CONNECTIONS)));
}

/**
 * The active gyms in `registrySchema`'s registry, counted once at start for `auto`; 0 when the registry
 * does not exist yet (a first start). A database that cannot be reached is the start-up error of
 * `assertReachable`, so a dead server costs one connect timeout, not two.
 */
export async function countActiveGyms(connectionString: string, registrySchema = PLATFORM_SCHEMA): Promise<number> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  client.on("error", () => {});
  try {
    await client.connect();
  } catch (error) {
    throw unreachable(error);
  }
  try {
    const table = `${quoteIdent(registrySchema)}.gyms`;
    const { rows } = await client.query<{ exists: boolean }>("SELECT to_regclass($1) IS NOT NULL AS exists", [table]);
    if (!rows[0]?.exists) return 0;
    const counted = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} WHERE status = 'ACTIVE'`,
    );
    return counted.rows[0]?.n ?? 0;
  } finally {
    await client.end().catch(() => {});
  }
}
