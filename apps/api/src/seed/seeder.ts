import type pg from "pg";
import type { TenantDb } from "../db/tenant-clients.ts";
import type { Clock } from "../lib/clock.ts";
import { type AreaContext, gymContext } from "../modules/context.ts";

/** A seeder works on one gym like any service does, plus the shared pool for bulk statements. */
export interface SeedContext extends AreaContext {
  pool: pg.Pool;
}

export interface Seeder {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}

/** What a seeder gets for one gym: its context (client, schema, upload root, calendar) and the pool. */
export function seedContext(
  deps: { pool: pg.Pool; tenants: { get(schema: string): TenantDb }; clock: Clock },
  schema: string,
  uploadDir: string,
  timeZone: string,
): SeedContext {
  return { ...gymContext(deps.tenants.get(schema), { schema, timeZone }, uploadDir, deps.clock), pool: deps.pool };
}
