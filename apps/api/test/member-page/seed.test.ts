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

/** The demo gym's members open real pages from the first start (issue 26 "Done when"). */
let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant("2026-12-02", "10:30"));
  gym = await createGym(ctx, "mpseed");
  for (const seeder of demoSeeders) await seeder.run(gymSeedContext(ctx, gym.schema));
}, 300_000);
afterAll(() => ctx.close());

describe("the demo gym's member links", () => {
  it("every member not archived has one link in use, and a member with dues and invoices opens a full page", async () => {
    const { rows } = await ctx.db.pool.query(
      `SELECT count(*) FILTER (WHERE l.id IS NULL)::int AS without, count(l.id)::int AS links
         FROM ${qualified(gym.schema, "members")} m
         LEFT JOIN ${qualified(gym.schema, "member_links")} l ON l.member_id = m.id AND l.revoked_at IS NULL
        WHERE m.archived_at IS NULL`,
    );
    expect(rows[0].without).toBe(0);
    expect(rows[0].links).toBeGreaterThan(10);

    // A member who owes a bill now and has paid before.
    const { rows: owing } = await ctx.db.pool.query(
      `SELECT p.member_id FROM ${qualified(gym.schema, "member_payments")} p
        WHERE NOT p.cancelled AND p.amount_paid < p.amount_due AND p.due_date <= '2026-12-09'
          AND EXISTS (SELECT 1 FROM ${qualified(gym.schema, "payment_receipts")} r
                        JOIN ${qualified(gym.schema, "member_payments")} q ON q.id = r.payment_id
                       WHERE q.member_id = p.member_id)
        ORDER BY p.member_id LIMIT 1`,
    );
    expect(owing).toHaveLength(1);
    const link = (await call(ctx, gym, "GET", `/api/members/members/${owing[0].member_id}/member-link/`)).json().link;
    const page = await ctx.app.inject({ method: "GET", url: new URL(link.url).pathname });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('data-testid="dues-total">₹');
    expect(page.body).toContain('data-testid="upi-link"');
    expect(page.body).toMatch(/\/invoices\/\d+\/pdf"/);
  });
});
