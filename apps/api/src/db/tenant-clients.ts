import { PrismaPg } from "@prisma/adapter-pg";
import { LRUCache } from "lru-cache";
import type pg from "pg";
import { PrismaClient } from "../generated/prisma/client.ts";

export type TenantDb = PrismaClient;

/**
 * One Prisma client per schema, all sharing one pg.Pool. Prisma writes the schema into every
 * query it generates, so no session state is involved (DESIGN §3). Clients are kept in a bounded
 * LRU and disconnected on eviction; without that their query compiler memory is never returned.
 */
export class TenantClients {
  private readonly cache: LRUCache<string, PrismaClient>;

  constructor(
    private readonly pool: pg.Pool,
    max: number,
  ) {
    this.cache = new LRUCache<string, PrismaClient>({
      max,
      dispose: (client) => {
        void client.$disconnect();
      },
    });
  }

  /** `schema` must already be validated and registered; callers get it from the auth plugin. */
  get(schema: string): PrismaClient {
    let client = this.cache.get(schema);
    if (!client) {
      client = new PrismaClient({ adapter: new PrismaPg(this.pool, { schema }) });
      this.cache.set(schema, client);
    }
    return client;
  }

  get size(): number {
    return this.cache.size;
  }

  async closeAll(): Promise<void> {
    const clients = [...this.cache.values()];
    this.cache.clear();
    await Promise.all(clients.map((c) => c.$disconnect()));
  }
}
