import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { demoSeeders } from "../../src/seed/demo-seeders.ts";
import { call } from "../support/calls.ts";
import {
  createGym,
  createTestContext,
  gymInstant,
  gymSeedContext,
  type TestContext,
  type TestGym,
} from "../support/context.ts";

/** The demo gym's visits (issue 24): realistic enough for every report to show something. */
let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant("2026-12-02", "10:30"));
  gym = await createGym(ctx, "attseed");
  for (const seeder of demoSeeders) await seeder.run(gymSeedContext(ctx, gym.schema));
  // Every area's demo seed on a machine that may be shared: as the fuzz test allows.
}, 300_000);
afterAll(() => ctx.close());

describe("the demo gym's attendance", () => {
  it("a few months of visits, mornings and evenings, none after now; each member's latest one recorded", async () => {
    const { rows } = await ctx.db.pool.query(
      `SELECT count(*)::int AS n, min(day)::text AS first, max(checked_in_at) AS last,
              count(*) FILTER (WHERE hour BETWEEN 5 AND 8)::int AS mornings,
              count(*) FILTER (WHERE hour BETWEEN 17 AND 20)::int AS evenings,
              count(DISTINCT member_id)::int AS members,
              (SELECT count(*)::int FROM ${qualified(gym.schema, "last_check_ins")}) AS latest
         FROM ${qualified(gym.schema, "check_ins")}`,
    );
    const r = rows[0];
    expect(r.n).toBeGreaterThan(1000);
    expect(r.first <= "2026-08-10").toBe(true);
    expect(r.mornings + r.evenings).toBe(r.n);
    expect(r.mornings).toBeGreaterThan(r.n / 4);
    expect(r.evenings).toBeGreaterThan(r.n / 4);
    expect(new Date(r.last).getTime()).toBeLessThanOrEqual(new Date(gymInstant("2026-12-02", "10:30")).getTime());
    expect(r.latest).toBe(r.members);
  });

  it("the reports and worklists show them: some stopped coming, some come without paying", async () => {
    const heat = (await call(ctx, gym, "GET", "/api/attendance/reports/heat-map/")).json();
    expect(heat.total).toBeGreaterThan(500);
    const away = (await call(ctx, gym, "GET", "/api/attendance/reports/not-attending/")).json();
    expect(away.count).toBeGreaterThan(0);
    const unpaid = (await call(ctx, gym, "GET", "/api/attendance/reports/not-paying/")).json();
    expect(unpaid.count).toBeGreaterThan(1);
    const today = (await call(ctx, gym, "GET", "/api/attendance/today/")).json();
    expect(today.count).toBeGreaterThan(0);
  });
});
