import { PrismaPg } from "@prisma/adapter-pg";
import { LRUCache } from "lru-cache";
import type pg from "pg";
import type { HearsChanges } from "../db/change-listener.ts";
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

/** How long a process trusts a registry row it read while no change listener is connected. */
export const GYM_CACHE_MS = 10_000;

/**
 * How long a gym's row is trusted while the change listener is connected (decision 0410): every change reaches
 * the cache as a notice then, so the bound only limits how long an idle entry stays in memory. It spares the
 * re-reads (at 1,000 gyms in rotation, one read per gym every 10 s was about 100 statements a second).
 */
export const HEARD_GYM_CACHE_MS = 600_000;

/** The channel the platform trigger `gyms_changed` sends a changed row's schema name on. */
export const GYM_CHANGED_CHANNEL = "gym_registry_changed";

/**
 * The tenant registry in the `platform` schema. Lookups on the request path are cached so that authenticating
 * a request does not cost a query; a change made through any process (or in psql) reaches the cache at once
 * through the change listener, and within GYM_CACHE_MS while the listener is not connected.
 */
export class GymRegistry implements HearsChanges {
  readonly client: PrismaClient;
  readonly channel = GYM_CHANGED_CHANNEL;
  private readonly cache = new LRUCache<string, GymRecord | false>({ max: 10_000, ttl: GYM_CACHE_MS });
  /**
   * Counts the changes heard. A read that was in flight while one arrived may hold the row from before it, so
   * its answer is used but not kept.
   */
  private changes = 0;
  /** Whether the change listener is connected now: then changes arrive as notices. */
  private hearing = false;

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
    const changesBefore = this.changes;
    const gym = await this.client.gym.findUnique({ where: { schema_name: schemaName } });
    // A name that is no gym keeps the short bound whatever happens: anyone may send one, and it must not
    // crowd the gyms out of the cache for long.
    if (this.changes === changesBefore)
      this.cache.set(schemaName, gym ?? false, { ttl: gym && this.hearing ? HEARD_GYM_CACHE_MS : GYM_CACHE_MS });
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

  /** A notice from the change listener: the schema name of a row that was added, changed or deleted. */
  heard(schemaName: string): void {
    this.changes++;
    this.cache.delete(schemaName);
  }

  listening(connected: boolean): void {
    this.hearing = connected;
    this.changes++;
    this.cache.clear();
  }
}
