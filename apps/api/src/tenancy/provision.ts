import { DEFAULT_TIME_ZONE, isValidSchemaName, isValidTimeZone } from "@gym/contracts";
import type pg from "pg";
import {
  createSchemaAtLatest,
  migrateSchema,
  PLATFORM_MIGRATIONS_DIR,
  readMigrations,
  TENANT_MIGRATIONS_DIR,
} from "../db/migrator.ts";
import { quoteIdent } from "../db/pool.ts";
import type { TenantClients } from "../db/tenant-clients.ts";
import type { Clock } from "../lib/clock.ts";
import { hashPassword } from "../lib/passwords.ts";
import { seedContext } from "../seed/seeder.ts";
import { starterSeeders } from "../seed/starter-seeders.ts";
import { latestVersion, migrateGyms } from "./background-migrations.ts";
import { type GymRegistry, PLATFORM_SCHEMA } from "./registry.ts";

export interface NewGym {
  schema_name: string;
  gym_name: string;
  /** IANA zone; the registry's default (Asia/Kolkata) when absent. */
  time_zone?: string;
  admin: { username: string; password: string; full_name: string; email?: string };
}

export class ProvisionError extends Error {}

/** Creates the platform schema and registry table when missing. */
export async function migratePlatform(pool: pg.Pool): Promise<void> {
  await migrateSchema(pool, PLATFORM_SCHEMA, readMigrations(PLATFORM_MIGRATIONS_DIR));
}

/**
 * Provisioning a gym = new schema + tenant migrations (in one transaction) + first admin, then the registry row.
 * The registry row comes last so a half-made gym is never signed in to; on failure the schema
 * is dropped again.
 */
export async function provisionGym(
  deps: { pool: pg.Pool; registry: GymRegistry; tenants: TenantClients; uploadDir: string; clock: Clock },
  gym: NewGym,
): Promise<void> {
  if (!isValidSchemaName(gym.schema_name)) {
    throw new ProvisionError(
      `Invalid schema name "${gym.schema_name}": use 3-63 lowercase letters, digits or underscores, starting with a letter`,
    );
  }
  if (gym.time_zone !== undefined && !isValidTimeZone(gym.time_zone)) {
    throw new ProvisionError(`Invalid time zone "${gym.time_zone}": use an IANA name such as Asia/Kolkata`);
  }
  if (await deps.registry.find(gym.schema_name)) throw new ProvisionError(`Gym ${gym.schema_name} already exists`);
  const exists = await deps.pool.query("SELECT 1 FROM pg_namespace WHERE nspname = $1", [gym.schema_name]);
  if (exists.rowCount) throw new ProvisionError(`Schema ${gym.schema_name} already exists in the database`);
  const migrations = readMigrations(TENANT_MIGRATIONS_DIR);
  try {
    await createSchemaAtLatest(deps.pool, gym.schema_name, migrations);
    await deps.tenants.get(gym.schema_name).staffUser.create({
      data: {
        username: gym.admin.username,
        password_hash: await hashPassword(gym.admin.password),
        full_name: gym.admin.full_name,
        email: gym.admin.email ?? "",
      },
    });
    const ctx = seedContext(deps, gym.schema_name, deps.uploadDir, gym.time_zone ?? DEFAULT_TIME_ZONE);
    for (const seeder of starterSeeders) await seeder.run(ctx);
    await deps.registry.add({
      schema_name: gym.schema_name,
      gym_name: gym.gym_name,
      ...(gym.time_zone ? { time_zone: gym.time_zone } : {}),
      schema_version: latestVersion(migrations),
    });
  } catch (error) {
    await deps.pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(gym.schema_name)} CASCADE`).catch(() => {});
    deps.registry.forget(gym.schema_name);
    throw error;
  }
}

/**
 * Checks every registered gym's own migration history and applies what is missing (`tenants migrate`,
 * the thorough path; a start only looks at the gyms the registry says are behind: decision 0061).
 */
export async function migrateAllGyms(
  deps: { pool: pg.Pool; registry: GymRegistry },
  concurrency = 4,
): Promise<{ migrated: number; upToDate: number; failures: { schema: string; error: Error }[] }> {
  const gyms = await deps.registry.list();
  const summary = await migrateGyms(
    deps,
    gyms.map((g) => g.schema_name),
    { migrations: readMigrations(TENANT_MIGRATIONS_DIR), concurrency },
  );
  return { migrated: summary.migrated.length, upToDate: summary.upToDate.length, failures: summary.failures };
}
