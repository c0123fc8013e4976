import type pg from "pg";
import { SessionStore } from "../auth/sessions.ts";
import { GymRegistry } from "../tenancy/registry.ts";
import { createPool } from "./pool.ts";
import { TenantClients } from "./tenant-clients.ts";

/** Everything that talks to PostgreSQL: one pool, the registry, the per-gym Prisma clients. */
export interface Database {
  pool: pg.Pool;
  registry: GymRegistry;
  tenants: TenantClients;
  /** Staff users' server-side sessions (the tokens' `jti`). */
  sessions: SessionStore;
  close(): Promise<void>;
}

export function openDatabase(url: string, options: { poolSize: number; tenantCacheSize: number }): Database {
  const pool = createPool(url, options.poolSize);
  // Each live Prisma client adds one idle-error listener to the shared pool and removes it when it is
  // disconnected, so the bound is the client cache plus the registry's client.
  pool.setMaxListeners(options.tenantCacheSize + 10);
  const registry = new GymRegistry(pool);
  const tenants = new TenantClients(pool, options.tenantCacheSize);
  return {
    pool,
    registry,
    tenants,
    sessions: new SessionStore(pool),
    async close() {
      await tenants.closeAll();
      await registry.client.$disconnect();
      await pool.end();
    },
  };
}
