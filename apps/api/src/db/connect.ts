import { join } from "node:path";
import type { Env } from "../config/env.ts";
import { type Database, openDatabase } from "./database.ts";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "./embedded.ts";
import { assertReachable } from "./pool.ts";

export interface Connection {
  db: Database;
  embedded: EmbeddedDatabase | null;
  /** Where the data lives, for the start-up banner (no password). */
  describe: string;
  close(): Promise<void>;
}

/** Opens DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR/pg when none is set. */
export async function connect(
  env: Env,
  log: (line: string) => void = () => {},
  onLost?: (error: Error) => void,
): Promise<Connection> {
  let url = env.DATABASE_URL;
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
  const db = openDatabase(url, {
    poolSize: env.DATABASE_POOL_SIZE,
    tenantCacheSize: env.TENANT_CLIENT_CACHE_SIZE,
    maxLifetimeSeconds: env.DATABASE_POOL_MAX_LIFETIME_SECONDS,
    poolShards: env.DATABASE_POOL_SHARDS,
  });
  try {
    await assertReachable(db.pool);
  } catch (error) {
    await db.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw error;
  }
  const parsed = new URL(url);
  return {
    db,
    embedded,
    describe: embedded
      ? `embedded PostgreSQL on 127.0.0.1:${env.EMBEDDED_PG_PORT} (data in ${join(env.DATA_DIR, "pg")})`
      : `PostgreSQL at ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    async close() {
      await db.close();
      await embedded?.stop();
    },
  };
}
