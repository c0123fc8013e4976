import { PrismaPg } from "@prisma/adapter-pg";
import { LRUCache } from "lru-cache";
import type pg from "pg";
import { PrismaClient } from "../generated/prisma/client.ts";

export const PLATFORM_SCHEMA = "platform";

export interface GymRecord {
  schema_name: string;
  gym_name: string;
  status: "ACTIVE" | "SUSPENDED";
  time_zone: string;
  created_at: Date;
}

/**
 * The tenant registry in the `platform` schema. Lookups on the request path are cached briefly so
 * that authenticating a request does not cost a query, while a suspended gym is refused within
 * seconds.
 */
export class GymRegistry {
  readonly client: PrismaClient;
  private readonly cache = new LRUCache<string, GymRecord | false>({ max: 10_000, ttl: 10_000 });

  constructor(pool: pg.Pool) {
    this.client = new PrismaClient({ adapter: new PrismaPg(pool, { schema: PLATFORM_SCHEMA }) });
  }

  async find(schemaName: string): Promise<GymRecord | null> {
    const cached = this.cache.get(schemaName);
    if (cached !== undefined) return cached || null;
    const gym = await this.client.gym.findUnique({ where: { schema_name: schemaName } });
    this.cache.set(schemaName, gym ?? false);
    return gym;
  }

  /** The gym if it exists and may be used now. */
  async findActive(schemaName: string): Promise<GymRecord | null> {
    const gym = await this.find(schemaName);
    return gym?.status === "ACTIVE" ? gym : null;
  }

  list(): Promise<GymRecord[]> {
    return this.client.gym.findMany({ orderBy: { schema_name: "asc" } });
  }

  async add(gym: { schema_name: string; gym_name: string; time_zone?: string }): Promise<GymRecord> {
    const created = await this.client.gym.create({ data: gym });
    this.cache.delete(gym.schema_name);
    return created;
  }

  forget(schemaName: string): void {
    this.cache.delete(schemaName);
  }
}
