import { randomUUID } from "node:crypto";
import * as XLSX from "@e965/xlsx";
import { gstinCheckCharacter, toPaise } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { splitJoins } from "../../src/modules/exports/gst-pack/repository.ts";
import { gstSplit } from "../../src/modules/member-payments/invoices/gst.ts";
import { expectNo500 } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { createPayment, markPaid, setSettings, withKey } from "../support/member-payments.ts";
import { insertMembers } from "../support/members.ts";

// Issue 27 §5, decision 0276: the accountant's GST pack read back (XLSX parsed with SheetJS, CSV lines),
// over receipts paid on both sides of a month end, a quarter end and 1 April (a new invoice series).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant("2026-07-05"));
});
afterAll(() => ctx.close());

const GYM_GSTIN = `29ABCDE1234F1Z${gstinCheckCharacter("29ABCDE1234F1Z")}`;
const COMPANY_GSTIN = `27AAACZ4821K1Z${gstinCheckCharacter("27AAACZ4821K1Z")}`;
const PACK = "/api/expenses/reports/gst-pack/";

type Row = (string | number)[];
interface Book {
  names: string[];
  sheet(name: string): Row[];
}

async function download(gym: TestGym, query: string) {
  const res = await ctx.app.inject({ method: "GET", url: `${PACK}?${query}`, headers: gym.auth });
  return res;
}

async function pack(gym: TestGym, period: string): Promise<Book> {
  const res = await download(gym, `period=${period}&format=xlsx`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-disposition"]).toBe(`attachment; filename="gst-pack-${gym.schema}-${period}.xlsx"`);
  const book = XLSX.read(res.rawPayload, { type: "buffer" });
  return {
    names: book.SheetNames,
    sheet: (name) => XLSX.utils.sheet_to_json<Row>(book.Sheets[name]!, { header: 1, defval: "" }),
  };
}

async function csv(gym: TestGym, period: string, table: string): Promise<string[]> {
  const res = await download(gym, `period=${period}&format=csv&table=${table}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toContain("text/csv");
  expect(res.headers["content-disposition"]).toContain(`gst-pack-${gym.schema}-${period}-${table}.csv`);
  return res.body.trimEnd().split("\r\n");
}

/** A record for `month` whose amount due is received on `date` (the receipt's invoice date). */
async function pay(gym: TestGym, memberId: number, month: string, date: string) {
  const record = await createPayment(ctx, gym, { member_id: memberId, membership_month: month });
  expect(record.statusCode, record.body).toBe(200);
  const { id, amount_due } = record.json().payment;
  const paid = await markPaid(ctx, withKey(gym, randomUUID()), id, {
    payment_method: "UPI",
    payment_date: date,
    amount_paid: String(amount_due),
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

const paiseSum = (values: (string | number)[]) => values.reduce<number>((s, v) => s + toPaise(String(v)), 0);

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
    await pay(gym, ids[0]!, "2026-03", "2026-03-31"); // FY 2025-26, Q4, March
    await pay(gym, ids[0]!, "2026-04", "2026-04-01"); // FY 2026-27's first invoice, Q1, April
    await pay(gym, ids[1]!, "2026-04", "2026-04-01");
    await pay(gym, ids[2]!, "2026-04", "2026-04-30");
    await pay(gym, ids[1]!, "2026-05", "2026-05-01"); // May
    await pay(gym, ids[0]!, "2026-06", "2026-06-30"); // last day of Q1
    await pay(gym, ids[1]!, "2026-07", "2026-07-01"); // Q2
    // Another gym's receipt on the same days never shows.
    const [stranger] = await insertMembers(ctx, other, [{ first_name: "Stranger", last_name: "Danger" }]);
    await ctx.db.pool.query(`UPDATE ${other.schema}.members SET plan_amount = 777 WHERE id = $1`, [stranger!.id]);
    await pay(other, stranger!.id, "2026-04", "2026-04-01");
  });

  it("holds the month's invoices only, on both sides of its ends, the April series starting at 0001", async () => {
    const april = await pack(gym, "2026-04");
    expect(april.names).toEqual(["README", "Register", "B2CS", "B2B"]);
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
    ]);
    const rows = register.slice(1);
    expect(rows.map((r) => [r[1], r[2]])).toEqual([
      ["26-27/0001", "01-Apr-2026"],
      ["26-27/0002", "01-Apr-2026"],
      ["26-27/0003", "30-Apr-2026"],
    ]);
    expect(rows.map((r) => r[4])).not.toContain("Stranger Danger");
    // 1,499 at 5%: taxable 1,427.62, tax 71.38 split 35.69 / 35.69.
    expect(rows[0]!.slice(5)).toEqual(["", "29-Karnataka", "999723", 5, 1427.62, 35.69, 35.69, 1499]);
    expect(rows[1]!.slice(5, 7)).toEqual([COMPANY_GSTIN, "29-Karnataka"]);
    // The formula-like name is written as text with its apostrophe (decision 0091).
    expect(rows[2]![4]).toBe('\'=HYPERLINK("http://x") Kumar');

    const march = (await pack(gym, "2026-03")).sheet("Register").slice(1);
    expect(march.map((r) => [r[1], r[2]])).toEqual([["25-26/0001", "31-Mar-2026"]]);
    const may = (await pack(gym, "2026-05")).sheet("Register").slice(1);
    expect(may.map((r) => r[2])).toEqual(["01-May-2026"]);
  });

  it("sums a quarter: register, B2CS and B2B agree with each other and with every invoice", async () => {
    const q1 = await pack(gym, "2026-27-Q1");
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

    const q4 = (await pack(gym, "2025-26-Q4")).sheet("Register").slice(1);
    expect(q4.map((r) => r[1])).toEqual(["25-26/0001"]);
    const q2 = (await pack(gym, "2026-27-Q2")).sheet("Register").slice(1);
    expect(q2.map((r) => r[2])).toEqual(["01-Jul-2026"]);
  });

  it("writes each table as CSV with the same figures, exact to the paisa", async () => {
    const register = await csv(gym, "2026-27-Q1", "register");
    expect(register).toHaveLength(6);
    expect(register[0]).toBe(
      "Document,Invoice number,Invoice date,Member code,Member,Recipient GSTIN,Place of supply,SAC,GST rate %,Taxable value,CGST,SGST,Total",
    );
    expect(register[1]).toMatch(
      /^Tax invoice,26-27\/0001,01-Apr-2026,[^,]+,Asha Rao,,29-Karnataka,999723,5,1427\.62,35\.69,35\.69,1499\.00$/,
    );
    expect(register.find((l) => l.includes("HYPERLINK"))).toContain(`"'=HYPERLINK(""http://x"") Kumar"`);
    const b2cs = await csv(gym, "2026-27-Q1", "b2cs");
    expect(b2cs.slice(1)).toHaveLength(1);
    expect(b2cs[1]).toMatch(/^OE,29-Karnataka,5,3,/);
    const b2b = await csv(gym, "2026-27-Q1", "b2b");
    expect(b2b.slice(1).map((l) => l.split(",").slice(0, 3))).toEqual([
      [COMPANY_GSTIN, "Acme Analytics", "26-27/0002"],
      [COMPANY_GSTIN, "Acme Analytics", "26-27/0004"],
    ]);
  });

  it("answers an empty month with the headers and zero totals", async () => {
    const empty = await pack(gym, "2026-09");
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
    await pay(gym, m!.id, "2026-06", "2026-06-10");
    const june = await pack(gym, "2026-06");
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
      ],
    ]);
    expect(june.sheet("B2CS")).toHaveLength(1);
    expect(june.sheet("B2B")).toHaveLength(1);
    const readme = june.sheet("README");
    expect(readme[2]![1]).toContain("None");
    expect(readme.find((r) => r[0] === "Payment receipts (no GST)")!.slice(1)).toEqual([1, 1200, 0, 0, 1200]);
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
    ["period=2026-11&format=csv&table=b2c", "The table must be register, b2cs or b2b"],
  ])("%s", async (query, message) => {
    const gym = await createGym(ctx, "gst_bad");
    const res = await download(gym, query);
    expectNo500(res);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
