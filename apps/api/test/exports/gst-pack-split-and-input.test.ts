import { toPaise } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { splitJoins } from "../../src/modules/exports/gst-pack/repository.ts";
import { gstSplit } from "../../src/modules/member-payments/invoices/gst.ts";
import { expectNo500 } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext } from "../support/context.ts";
import { download } from "../support/gst-pack.ts";

// The GST pack's SQL split agrees with gstSplit to the paisa, and a bad period, format or table is a clear 400
// (issue 27 §5, decision 0276).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant("2026-07-05"));
});
afterAll(() => ctx.close());

describe("the SQL split is gstSplit's twin", () => {
  it("gives the same paise for awkward amounts and rates", async () => {
    const amounts = ["0.01", "0.03", "1.00", "999.99", "1499.00", "1999.99", "5900.00", "10000.01", "123456.78"];
    const rates = ["0", "5", "12", "12.5", "18", "28"];
    const pairs = amounts.flatMap((a) => rates.map((r) => [a, r] as const));
    const res = await ctx.db.pool.query(
      `SELECT r.amount::text AS amount, r.gst_rate::text AS rate, t.taxable_p::text AS taxable,
              s.sgst_p::text AS sgst, (a.total_p - t.taxable_p - s.sgst_p)::text AS cgst
         FROM unnest($1::numeric[], $2::numeric[]) AS r(amount, gst_rate)
         CROSS JOIN LATERAL (SELECT '29X'::text AS supplier_gstin) g
         ${splitJoins("r").replaceAll("r.supplier_gstin", "g.supplier_gstin")}`,
      [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
    );
    expect(res.rows).toHaveLength(pairs.length);
    for (const row of res.rows) {
      const g = gstSplit(toPaise(row.amount), Number(row.rate));
      expect([Number(row.taxable), Number(row.cgst), Number(row.sgst)], `${row.amount} @ ${row.rate}`).toEqual([
        g.taxablePaise,
        g.cgstPaise,
        g.sgstPaise,
      ]);
    }
  });
});

describe("bad input is a clear 400", () => {
  it.each([
    ["", "Choose a month (like 2026-11) or a quarter (like 2026-27-Q3)"],
    ["period=2026-13", "The period must be a month like 2026-11"],
    ["period=2026-00", "The period must be a month like 2026-11"],
    ["period=2026-28-Q1", "The period must be a month like 2026-11"],
    ["period=2026-27-Q5", "The period must be a month like 2026-11"],
    ["period=2016-01..2026-01", "The period must be a month like 2026-11"],
    ["period=2026-11&format=pdf", "The format must be csv or xlsx"],
    ["period=2026-11&format=csv&table=b2c", "The table must be register, b2cs, b2b or credit-notes"],
  ])("%s", async (query, message) => {
    const gym = await createGym(ctx, "gst_bad");
    const res = await download(ctx, gym, query);
    expectNo500(res);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
