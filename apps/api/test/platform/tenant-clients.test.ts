import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateSchema, readMigrations, TENANT_MIGRATIONS_DIR } from "../../src/db/migrator.ts";
import { TenantClients } from "../../src/db/tenant-clients.ts";
import { systemClock } from "../../src/lib/clock.ts";
import { createTestContext, type TestContext } from "../support/context.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("tenant database handles", () => {
  it("stay within the cache bound, each sees only its own schema, and keep the shared pool usable", async () => {
    const schemas = Array.from({ length: 5 }, () => `lru_${randomBytes(5).toString("hex")}`);
    const migrations = readMigrations(TENANT_MIGRATIONS_DIR);
    for (const s of schemas) await migrateSchema(ctx.db.pool, s, migrations);
    const clients = new TenantClients(ctx.db.pool, 2, systemClock);
    for (const [i, s] of schemas.entries()) {
      await clients
        .get(s)
        .staffUser.create({ data: { username: `u${i}`, password_hash: "x", full_name: `User ${i}` } });
    }
    expect(clients.size).toBe(2);
    // Evicted handles are simply dropped (they are small objects over the one shared client); every
    // schema is still reachable through a fresh handle and sees only its own row.
    for (const [i, s] of schemas.entries()) {
      const users = await clients.get(s).staffUser.findMany();
      expect(users.map((u) => u.username)).toEqual([`u${i}`]);
    }
    expect((await ctx.db.pool.query("select 1 as ok")).rows[0].ok).toBe(1);
    await clients.closeAll();
  });
});
