import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trackingRepository } from "../../src/modules/member-payments/tracking/repository.ts";
import { call } from "../support/calls.ts";
import {
  createGym,
  createTestContext,
  gymInstant,
  gymSeedContext,
  type TestContext,
  type TestGym,
} from "../support/context.ts";
import { createPayment, membersWithPlan, PAYMENTS } from "../support/member-payments.ts";

/**
 * Issue 23 §6 (decisions 0188, 0246): smart tracking's monthly view pages on the server. 23 members in
 * December 2026 (pinned on the 12th): 7 paid, 16 not billed; page boundaries, filters with paging, and the database sends
 * one page only.
 */

let ctx: TestContext;
let g: TestGym;
let ids: number[];
const MONTH = "year=2026&month=12";

beforeAll(async () => {
  ctx = await createTestContext();
  // The 12th: the last day without a late fee, so a payment of the plan amount settles the month (PAID).
  ctx.clock.pin(gymInstant("2026-12-12"));
  g = await createGym(ctx, "mpay_paging");
  ids = await membersWithPlan(ctx, g, Array(23).fill("1000"), {
    joining_date: "2026-11-01",
    renewal_date: "2026-12-31",
  });
  for (const id of ids.slice(0, 7)) {
    const res = await createPayment(ctx, g, { member_id: id, membership_month: "2026-12", amount_paid: "1000" });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => ctx.close());

type Page = { count: number; members: { member_id: number; payment_status: string }[]; month_info: object };
const page = async (query: string): Promise<Page> => {
  const res = await call(ctx, g, "GET", `${PAYMENTS}/by-month/?${MONTH}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const memberIds = (p: Page) => p.members.map((m) => m.member_id);

describe("by-month pages on the server (issue 23 §6)", () => {
  it("page boundaries: full pages, a short last page, an empty page past the end; the same total on each", async () => {
    const [p1, p2, p3, p4] = await Promise.all([1, 2, 3, 4].map((n) => page(`&page=${n}&page_size=10`)));
    expect([p1, p2, p3, p4].map((p) => p!.members.length)).toEqual([10, 10, 3, 0]);
    expect([p1, p2, p3, p4].map((p) => p!.count)).toEqual([23, 23, 23, 23]);
    // Every member once, in one order across the pages.
    const all = [...memberIds(p1!), ...memberIds(p2!), ...memberIds(p3!)];
    expect(new Set(all).size).toBe(23);
    expect(all.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    // A page of exactly the total: one page, nothing after it.
    expect((await page("&page=1&page_size=23")).members).toHaveLength(23);
    expect((await page("&page=2&page_size=23")).members).toHaveLength(0);
    // The month's counts are the whole month's on every page.
    expect(p4!.month_info).toEqual(p1!.month_info);
    expect(p1!.month_info).toMatchObject({
      total_members: 23,
      status_breakdown: { PAID: 7, NOT_CREATED: 16 },
    });
  });

  it("filters with paging: the status filter and the search narrow the total, then page", async () => {
    const paid1 = await page("&payment_status=PAID&page=1&page_size=5");
    const paid2 = await page("&payment_status=PAID&page=2&page_size=5");
    expect([paid1.count, paid2.count]).toEqual([7, 7]);
    expect([paid1.members.length, paid2.members.length]).toEqual([5, 2]);
    expect([...paid1.members, ...paid2.members].every((m) => m.payment_status === "PAID")).toBe(true);
    expect(new Set([...memberIds(paid1), ...memberIds(paid2)])).toEqual(new Set(ids.slice(0, 7)));
    // Test members are "Test Member<i>": "member1" matches Member1 and Member10-19 (11 of them).
    const s1 = await page("&search=member1&page=2&page_size=10");
    expect(s1.count).toBe(11);
    expect(s1.members).toHaveLength(1);
    const both = await page("&search=member1&payment_status=NOT_CREATED&page=1&page_size=100");
    expect(both.members.every((m) => m.payment_status === "NOT_CREATED")).toBe(true);
    expect(both.count).toBe(both.members.length);
  });

  it("one page never loads the whole table: the database sends page_size rows (LIMIT/OFFSET in the SQL)", async () => {
    // What each statement sent on a connection brought back (the page is a plain read, decision 0360).
    const seen: { sql: string; rows: number }[] = [];
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const sql = (args[0] as { text?: string }).text ?? String(args[0]);
      const record = (r: pg.QueryResult | undefined) => r && seen.push({ sql, rows: r.rows.length });
      // Three ways a statement comes back: a callback (pool.query's), a pg.Query's end (a kept statement:
      // kept-plans.ts), or a promise.
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === "function") {
        args[last] = (error: Error | null, r?: pg.QueryResult) => {
          record(r);
          callback(error, r);
        };
      }
      const sent = (query as (...a: unknown[]) => unknown).apply(this, args);
      if (sent instanceof pg.Query) sent.on("end", record);
      else if (sent) (sent as Promise<pg.QueryResult>).then(record);
      return sent;
    } as typeof query;
    const gymCtx = gymSeedContext(ctx, g.schema);
    const repo = trackingRepository({ db: gymCtx.db, schema: g.schema, now: gymCtx.now });
    const result = await repo
      .monthPage({ month: "2026-12-01", today: "2026-12-12", limit: 4, offset: 20 })
      .finally(() => {
        pg.Client.prototype.query = query;
      });
    expect(result.count).toBe(23);
    expect(result.rows).toHaveLength(3);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.rows).toBe(3);
    // Whole numbers from the contracts, written into the statement its connection keeps (decision 0409).
    expect(seen[0]!.sql).toMatch(/LIMIT 4 OFFSET 20\b/);
  });
});
