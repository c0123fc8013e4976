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
