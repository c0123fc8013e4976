import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, openDatabase } from "../../src/db/database.ts";
import { PinnedClock } from "../../src/lib/clock.ts";
import { seedContext } from "../../src/seed/seeder.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";

/**
 * Decision 0377: instants read through Prisma are right whatever the server's `timezone`. Prisma's adapter
 * reads a timestamptz as if the session were in UTC; a database whose sessions start in Asia/Kolkata (the
 * address's own start-up options say so here, as a server set to India would) read 5 h 30 min off, and the
 * audit trail showed an entry made at 14:24 in India as 19:54. Decision 0381: the same sessions compile no plan
 * (`jit = off`), whatever the address or the server's default says (PgBouncer's `connect_query` in the PgBouncer pass).
 */
let ctx: TestContext;
let gym: TestGym;
let india: Database;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "tz");
  const url = new URL(inject("databaseUrl"));
  url.searchParams.set("options", "-c TimeZone=Asia/Kolkata -c jit=on");
  india = openDatabase(url.toString(), {
    clock: new PinnedClock(new Date("2026-12-03T08:54:29Z")),
    poolSize: 2,
    tenantCacheSize: 10,
  });
});
afterAll(async () => {
  await india.close();
  await ctx.close();
});

describe("a session's time zone", () => {
  it("is UTC on the product's connections, after any the address asks for", async () => {
    const { rows } = await india.pool.query<{ tz: string }>("SELECT current_setting('TimeZone') AS tz");
    expect(rows[0]?.tz).toBe("UTC");
  });

  it("compiles no plan (jit off) on the product's connections, after any the address asks for", async () => {
    for (const pool of [india.pool, ctx.db.pool]) {
      const { rows } = await pool.query<{ jit: string }>("SELECT current_setting('jit') AS jit");
      expect(rows[0]?.jit).toBe("off");
    }
    const gymDb = seedContext(india, gym.schema, ctx.env.UPLOAD_DIR, "Asia/Kolkata").db;
    const [row] = await gymDb.$queryRawUnsafe<{ jit: string }[]>("SELECT current_setting('jit') AS jit");
    expect(row?.jit).toBe("off");
  });

  it("does not move an instant read through Prisma", async () => {
    const gymDb = seedContext(india, gym.schema, ctx.env.UPLOAD_DIR, "Asia/Kolkata").db;
    const [row] = await gymDb.$queryRawUnsafe<{ at: Date }[]>(
      "SELECT '2026-12-03 14:24:29.968+05:30'::timestamptz AS at",
    );
    expect(new Date(row!.at).toISOString()).toBe("2026-12-03T08:54:29.968Z");
  });
});
