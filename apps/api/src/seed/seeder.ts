import type pg from "pg";
import type { TenantDb } from "../db/tenant-clients.ts";

export interface SeedContext {
  db: TenantDb;
  schema: string;
  pool: pg.Pool;
  uploadDir: string;
}

export interface Seeder {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}

/** What a seeder gets for one gym: its client, its schema, the shared pool and the upload root. */
export function seedContext(
  deps: { pool: pg.Pool; tenants: { get(schema: string): TenantDb } },
  schema: string,
  uploadDir: string,
): SeedContext {
  return { db: deps.tenants.get(schema), schema, pool: deps.pool, uploadDir };
}
