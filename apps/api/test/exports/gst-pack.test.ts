import { toPaise } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gstSplit } from "../../src/modules/member-payments/invoices/gst.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { COMPANY_GSTIN, csv, GYM_GSTIN, pack, paiseSum, pay } from "../support/gst-pack.ts";
import { setSettings } from "../support/member-payments.ts";
import { insertMembers } from "../support/members.ts";

// Issue 27 §5, decision 0276: the accountant's GST pack read back, over receipts paid on both sides of a month
// end, a quarter end and 1 April (a new invoice series), and a gym without a GSTIN. Voids: gst-pack-voids;
// the SQL split and bad input: gst-pack-split-and-input.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant("2026-07-05"));
});
afterAll(() => ctx.close());

describe("a registered gym's pack", () => {
  let gym: TestGym;
  let other: TestGym;
  beforeAll(async () => {
    gym = await createGym(ctx, "gst_pack");
    other = await createGym(ctx, "gst_other");
    await setSettings(ctx, gym, { gstin: GYM_GSTIN, gym_state: "Karnataka" });
    const [plain, company, formula] = await insertMembers(ctx, gym, [
      { first_name: "Asha", last_name: "Rao", plan_amount: "1499" } as never,
      { first_name: "Acme", last_name: "Analytics", gstin: COMPANY_GSTIN, plan_amount: "5900" } as never,
      { first_name: '=HYPERLINK("http://x")', last_name: "Kumar", plan_amount: "1999.99" } as never,
    ]);
    const ids = [plain!.id, company!.id, formula!.id];
    await ctx.db.pool.query(
      `UPDATE ${gym.schema}.members m SET plan_amount = a.amount::numeric
         FROM unnest($1::int[], $2::text[]) AS a(id, amount) WHERE m.id = a.id`,
      [ids, ["1499", "5900", "1999.99"]],
    );
    await pay(ctx, gym, ids[0]!, "2026-03", "2026-03-31"); // FY 2025-26, Q4, March
    await pay(ctx, gym, ids[0]!, "2026-04", "2026-04-01"); // FY 2026-27's first invoice, Q1, April
    await pay(ctx, gym, ids[1]!, "2026-04", "2026-04-01");
    await pay(ctx, gym, ids[2]!, "2026-04", "2026-04-30");
    await pay(ctx, gym, ids[1]!, "2026-05", "2026-05-01"); // May
    await pay(ctx, gym, ids[0]!, "2026-06", "2026-06-30"); // last day of Q1
    await pay(ctx, gym, ids[1]!, "2026-07", "2026-07-01"); // Q2
    // Another gym's receipt on the same days never shows.
    const [stranger] = await insertMembers(ctx, other, [{ first_name: "Stranger", last_name: "Danger" }]);
    await ctx.db.pool.query(`UPDATE ${other.schema}.members SET plan_amount = 777 WHERE id = $1`, [stranger!.id]);
    await pay(ctx, other, stranger!.id, "2026-04", "2026-04-01");
  });

  it("holds the month's invoices only, on both sides of its ends, the April series starting at 0001", async () => {
    const april = await pack(ctx, gym, "2026-04");
    expect(april.names).toEqual(["README", "Register", "B2CS", "B2B", "Credit notes"]);
    const register = april.sheet("Register");
    expect(register[0]).toEqual([
      "Document",
      "Invoice number",
      "Invoice date",
      "Member code",
      "Member",
      "Recipient GSTIN",
      "Place of supply",
      "SAC",
      "GST rate %",
      "Taxable value",
      "CGST",
      "SGST",
      "Total",
      "Status",
    ]);
    const rows = register.slice(1);
    expect(rows.map((r) => [r[1], r[2]])).toEqual([
      ["26-27/0001", "01-Apr-2026"],
      ["26-27/0002", "01-Apr-2026"],
      ["26-27/0003", "30-Apr-2026"],
    ]);
    expect(rows.map((r) => r[4])).not.toContain("Stranger Danger");
    // 1,499 at 5%: taxable 1,427.62, tax 71.38 split 35.69 / 35.69.
    expect(rows[0]!.slice(5)).toEqual(["", "29-Karnataka", "999723", 5, 1427.62, 35.69, 35.69, 1499, ""]);
    expect(rows[1]!.slice(5, 7)).toEqual([COMPANY_GSTIN, "29-Karnataka"]);
    // The formula-like name is written as text with its apostrophe (decision 0091).
    expect(rows[2]![4]).toBe('\'=HYPERLINK("http://x") Kumar');

    const march = (await pack(ctx, gym, "2026-03")).sheet("Register").slice(1);
    expect(march.map((r) => [r[1], r[2]])).toEqual([["25-26/0001", "31-Mar-2026"]]);
    const may = (await pack(ctx, gym, "2026-05")).sheet("Register").slice(1);
    expect(may.map((r) => r[2])).toEqual(["01-May-2026"]);
  });

  it("sums a quarter: register, B2CS and B2B agree with each other and with every invoice", async () => {
    const q1 = await pack(ctx, gym, "2026-27-Q1");
    const rows = q1.sheet("Register").slice(1);
    expect(rows.map((r) => r[2])).toEqual(["01-Apr-2026", "01-Apr-2026", "30-Apr-2026", "01-May-2026", "30-Jun-2026"]);
    for (const r of rows) {
      const g = gstSplit(toPaise(String(r[12])), 5);
      expect([toPaise(String(r[9])), toPaise(String(r[10])), toPaise(String(r[11]))]).toEqual([
        g.taxablePaise,
        g.cgstPaise,
        g.sgstPaise,
      ]);
    }
    const b2cs = q1.sheet("B2CS");
    expect(b2cs[0]).toEqual([
      "Type",
      "Place of supply",
      "Rate %",
      "Invoices",
      "Taxable value",
      "CGST",
      "SGST",
      "IGST",
      "Cess",
      "E-commerce GSTIN",
    ]);
    expect(b2cs.slice(1).map((r) => r.slice(0, 4))).toEqual([["OE", "29-Karnataka", 5, 3]]);
    const b2b = q1.sheet("B2B").slice(1);
    expect(b2b.map((r) => [r[0], r[1], r[2], r[6], r[7]])).toEqual([
      [COMPANY_GSTIN, "Acme Analytics", "26-27/0002", "N", "Regular B2B"],
      [COMPANY_GSTIN, "Acme Analytics", "26-27/0004", "N", "Regular B2B"],
    ]);
    // The totals equal the sum of the invoices, column by column, and B2CS + B2B make the register.
    const readme = q1.sheet("README");
    const taxRow = readme.find((r) => r[0] === "Tax invoices")!;
    expect(taxRow[1]).toBe(5);
    for (const [col, at] of [
      [9, 2],
      [10, 3],
      [11, 4],
      [12, 5],
    ] as const) {
      expect(paiseSum(rows.map((r) => r[col]!)), `register column ${col}`).toBe(toPaise(String(taxRow[at])));
    }
    for (const [registerCol, b2csCol, b2bCol] of [
      [9, 4, 9],
      [10, 5, 10],
      [11, 6, 11],
    ] as const) {
      expect(paiseSum(b2cs.slice(1).map((r) => r[b2csCol]!)) + paiseSum(b2b.map((r) => r[b2bCol]!))).toBe(
        paiseSum(rows.map((r) => r[registerCol]!)),
      );
    }
    expect(readme[0]!.slice(0, 2)).toEqual(["GST pack", `Test Gym ${gym.schema} (${gym.schema})`]);
    expect(readme[1]![1]).toBe("Q1 2026-27 (April to June 2026): 01-Apr-2026 to 30-Jun-2026");
    expect(readme[2]!.slice(0, 2)).toEqual(["Gym's GSTIN", GYM_GSTIN]);

    const q4 = (await pack(ctx, gym, "2025-26-Q4")).sheet("Register").slice(1);
    expect(q4.map((r) => r[1])).toEqual(["25-26/0001"]);
    const q2 = (await pack(ctx, gym, "2026-27-Q2")).sheet("Register").slice(1);
    expect(q2.map((r) => r[2])).toEqual(["01-Jul-2026"]);
  });

  it("writes each table as CSV with the same figures, exact to the paisa", async () => {
    const register = await csv(ctx, gym, "2026-27-Q1", "register");
    expect(register).toHaveLength(6);
    expect(register[0]).toBe(
      "Document,Invoice number,Invoice date,Member code,Member,Recipient GSTIN,Place of supply,SAC,GST rate %,Taxable value,CGST,SGST,Total,Status",
    );
    expect(register[1]).toMatch(
      /^Tax invoice,26-27\/0001,01-Apr-2026,[^,]+,Asha Rao,,29-Karnataka,999723,5,1427\.62,35\.69,35\.69,1499\.00,$/,
    );
    expect(register.find((l) => l.includes("HYPERLINK"))).toContain(`"'=HYPERLINK(""http://x"") Kumar"`);
    const b2cs = await csv(ctx, gym, "2026-27-Q1", "b2cs");
    expect(b2cs.slice(1)).toHaveLength(1);
    expect(b2cs[1]).toMatch(/^OE,29-Karnataka,5,3,/);
    const b2b = await csv(ctx, gym, "2026-27-Q1", "b2b");
    expect(b2b.slice(1).map((l) => l.split(",").slice(0, 3))).toEqual([
      [COMPANY_GSTIN, "Acme Analytics", "26-27/0002"],
      [COMPANY_GSTIN, "Acme Analytics", "26-27/0004"],
    ]);
  });

  it("answers an empty month with the headers and zero totals", async () => {
    const empty = await pack(ctx, gym, "2026-09");
    expect(empty.sheet("Register")).toHaveLength(1);
    expect(
      empty
        .sheet("README")
        .find((r) => r[0] === "Tax invoices")!
        .slice(1),
    ).toEqual([0, 0, 0, 0, 0]);
  });
});

describe("a gym without a GSTIN", () => {
  it("lists its payment receipts without GST and leaves B2CS and B2B empty", async () => {
    const gym = await createGym(ctx, "gst_plain");
    const [m] = await insertMembers(ctx, gym, [{ first_name: "Ravi", last_name: "Shah" }]);
    await ctx.db.pool.query(`UPDATE ${gym.schema}.members SET plan_amount = 1200 WHERE id = $1`, [m!.id]);
    await pay(ctx, gym, m!.id, "2026-06", "2026-06-10");
    const june = await pack(ctx, gym, "2026-06");
    const rows = june.sheet("Register").slice(1);
    expect(rows).toEqual([
      [
        "Payment receipt (no GST)",
        expect.any(String),
        "10-Jun-2026",
        expect.any(String),
        "Ravi Shah",
        "",
        "",
        "",
        "",
        1200,
        0,
        0,
        1200,
        "",
      ],
    ]);
    expect(june.sheet("B2CS")).toHaveLength(1);
    expect(june.sheet("B2B")).toHaveLength(1);
    const readme = june.sheet("README");
    expect(readme[2]![1]).toContain("None");
    expect(readme.find((r) => r[0] === "Payment receipts (no GST)")!.slice(1)).toEqual([1, 1200, 0, 0, 1200]);
  });
});
