import { PrismaPg } from "@prisma/adapter-pg";
import { LRUCache } from "lru-cache";
import type pg from "pg";
import { PrismaClient } from "../generated/prisma/client.ts";
import { serviceUnavailable } from "../lib/http-errors.ts";

export const PLATFORM_SCHEMA = "platform";

/** 503 for a gym whose schema is behind this code's migrations (decision 0061). */
export const GYM_UPDATING =
  "This gym's data is being updated to the latest version. Please try again in a few seconds.";
/** 503 for a gym whose last background migration failed (decision 0061). */
export const GYM_UPDATE_FAILED =
  "This gym's data could not be updated to the latest version. The operators have been told; please try again later.";

export interface GymRecord {
  schema_name: string;
  gym_name: string;
  status: "ACTIVE" | "SUSPENDED";
  time_zone: string;
  created_at: Date;
  /** Last tenant migration applied to the schema (null: unknown); see background-migrations.ts. */
  schema_version: string | null;
  migration_error: string | null;
  migration_failed_at: Date | null;
}

/**
 * The tenant registry in the `platform` schema. Lookups on the request path are cached briefly so
 * that authenticating a request does not cost a query, while a suspended gym is refused within
 * seconds.
 */
export class GymRegistry {
  readonly client: PrismaClient;
  private readonly cache = new LRUCache<string, GymRecord | false>({ max: 10_000, ttl: 10_000 });

  /** @param requiredVersion the last tenant migration this code needs (a gym behind it answers 503). */
  constructor(
    pool: pg.Pool,
    readonly requiredVersion: string,
  ) {
    // errorFormat "minimal": no stack trace captured per query (issue 28 §2, decision 0310).
    this.client = new PrismaClient({
      adapter: new PrismaPg(pool, { schema: PLATFORM_SCHEMA }),
      errorFormat: "minimal",
    });
  }

  async find(schemaName: string): Promise<GymRecord | null> {
    const cached = this.cache.get(schemaName);
    if (cached !== undefined) return cached || null;
    const gym = await this.client.gym.findUnique({ where: { schema_name: schemaName } });
    this.cache.set(schemaName, gym ?? false);
    return gym;
  }

  /**
   * The gym if it exists and may be used now. An active gym whose schema is not (yet) at the version
   * this code needs is a 503 with Retry-After, thrown before anything can query its schema: every
   * tenant path (token check, sign-in, public page) comes through here (decision 0061).
   */
  async findActive(schemaName: string): Promise<GymRecord | null> {
    const gym = await this.find(schemaName);
    if (gym?.status !== "ACTIVE") return null;
    if (!this.isReady(gym)) {
      throw gym.migration_error ? serviceUnavailable(GYM_UPDATE_FAILED, 60) : serviceUnavailable(GYM_UPDATING, 5);
    }
    return gym;
  }

  /** The gym's schema has every migration this code needs (the registry's version only ever grows). */
  isReady(gym: Pick<GymRecord, "schema_version">): boolean {
    return gym.schema_version !== null && gym.schema_version >= this.requiredVersion;
  }

  list(): Promise<GymRecord[]> {
    return this.client.gym.findMany({ orderBy: { schema_name: "asc" } });
  }

  async add(gym: {
    schema_name: string;
    gym_name: string;
    time_zone?: string;
    /** The last migration provisioning applied. */
    schema_version: string;
  }): Promise<GymRecord> {
    const created = await this.client.gym.create({ data: gym });
    this.cache.delete(gym.schema_name);
    return created;
  }

  forget(schemaName: string): void {
    this.cache.delete(schemaName);
  }
}
