import { join } from "node:path";
import type { Env } from "../config/env.ts";
import { type Database, openDatabase } from "./database.ts";
import { type EmbeddedDatabase, runningEmbeddedUrl, startEmbeddedPostgres } from "./embedded.ts";
import { assertReachable } from "./pool.ts";
import { countActiveGyms, poolShardsFor } from "./pool-shards.ts";

export interface Connection {
  db: Database;
  embedded: EmbeddedDatabase | null;
  /** Where the data lives, for the start-up banner (no password). */
  describe: string;
  /** How the gyms' connections are pooled, for the banner: "a pool of 16 in 8 shards of 2 (auto, 1000 active gyms)". */
  pool: string;
  close(): Promise<void>;
}

/**
 * Opens DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR/pg when none is set. With
 * `shareRunning` (the operator's CLI) an embedded server a running API started is used as it is.
 */
export async function connect(
  env: Env,
  log: (line: string) => void = () => {},
  onLost?: (error: Error) => void,
  options: { shareRunning?: boolean; listen?: boolean } = {},
): Promise<Connection> {
  let url =
    env.DATABASE_URL ?? (options.shareRunning ? runningEmbeddedUrl(join(env.DATA_DIR, "pg")) : null) ?? undefined;
  let embedded: EmbeddedDatabase | null = null;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: join(env.DATA_DIR, "pg"),
      port: env.EMBEDDED_PG_PORT,
      log,
      onLost,
    });
    url = embedded.url;
  }
  let activeGyms: number | null = null;
  if (env.DATABASE_POOL_SHARDS === "auto") {
    try {
      activeGyms = await countActiveGyms(url);
    } catch (error) {
      await embedded?.stop().catch(() => {});
      throw error;
    }
  }
  const shards = poolShardsFor(env.DATABASE_POOL_SHARDS, env.DATABASE_POOL_SIZE, activeGyms ?? 0);
  const db = openDatabase(url, {
    poolSize: env.DATABASE_POOL_SIZE,
    tenantCacheSize: env.TENANT_CLIENT_CACHE_SIZE,
    maxLifetimeSeconds: env.DATABASE_POOL_MAX_LIFETIME_SECONDS,
    poolShards: shards,
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS === "on",
    // The operator's CLI serves no tokens, so it needs no listener (its sign-outs still notify: a trigger).
    listenUrl:
      options.listen === false || env.DATABASE_LISTEN_URL === "off" ? undefined : (env.DATABASE_LISTEN_URL ?? url),
    onListenerProblem: (error) => log(`The change listener lost its connection and will reconnect: ${error.message}`),
  });
  try {
    await assertReachable(db.pool);
    await db.changeListener?.ready;
  } catch (error) {
    await db.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw error;
  }
  const parsed = new URL(url);
  const layout =
    shards > 1
      ? `a pool of ${env.DATABASE_POOL_SIZE} in ${shards} shards of ${Math.ceil(env.DATABASE_POOL_SIZE / shards)}`
      : `one pool of ${env.DATABASE_POOL_SIZE}`;
  const why =
    activeGyms === null ? "DATABASE_POOL_SHARDS" : `auto, ${activeGyms} active gym${activeGyms === 1 ? "" : "s"}`;
  return {
    db,
    embedded,
    describe: !env.DATABASE_URL
      ? `embedded PostgreSQL on 127.0.0.1:${env.EMBEDDED_PG_PORT} (data in ${join(env.DATA_DIR, "pg")})`
      : `PostgreSQL at ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    pool: `${layout} (${why})`,
    async close() {
      await db.close();
      await embedded?.stop();
    },
  };
}
