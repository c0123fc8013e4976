import { LRUCache } from "lru-cache";
import type pg from "pg";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Clock } from "../lib/clock.ts";
import { TenantRouter } from "./tenant-router.ts";

export type TenantDb = PrismaClient;

/**
 * Every gym's database handle, all over ONE Prisma client (tenant-router.ts, decision 0063): Prisma
 * writes a placeholder schema into every query it generates and the driver adapter puts the gym's
 * quoted schema in its place, so no session state is involved (DESIGN §3) and a gym seen for the
 * first time costs no query compiler of its own. Handles are small objects, kept in a bounded LRU.
 */
export class TenantClients {
  private readonly router: TenantRouter;
  private readonly handles: LRUCache<string, PrismaClient>;

  /** @param pools the pool, or one per shard (decision 0065). */
  constructor(pools: pg.Pool | readonly pg.Pool[], max: number, clock: Clock) {
    this.router = new TenantRouter(pools, clock);
    this.handles = new LRUCache<string, PrismaClient>({ max });
  }

  /** `schema` must already be validated and registered; callers get it from the auth plugin. */
  get(schema: string): PrismaClient {
    let handle = this.handles.get(schema);
    if (!handle) {
      handle = this.router.handle(schema);
      this.handles.set(schema, handle);
    }
    return handle;
  }

  get size(): number {
    return this.handles.size;
  }

  async closeAll(): Promise<void> {
    this.handles.clear();
    await this.router.disconnect();
  }
}
