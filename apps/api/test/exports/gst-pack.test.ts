import { randomUUID } from "node:crypto";
import * as XLSX from "@e965/xlsx";
import { gstinCheckCharacter, toPaise } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { splitJoins } from "../../src/modules/exports/gst-pack/repository.ts";
import { gstSplit } from "../../src/modules/member-payments/invoices/gst.ts";
import { call, expectNo500 } from "../support/calls.ts";
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
      "Document,Invoice number,Invoice date,Member code,Member,Recipient GSTIN,Place of supply,SAC,GST rate %,Taxable value,CGST,SGST,Total,Status",
    );
    expect(register[1]).toMatch(
      /^Tax invoice,26-27\/0001,01-Apr-2026,[^,]+,Asha Rao,,29-Karnataka,999723,5,1427\.62,35\.69,35\.69,1499\.00,$/,
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

describe("voided receipts (decision 0335)", () => {
  let gym: TestGym;
  const ids: Record<"asha" | "acme" | "ravi" | "dev", number> = { asha: 0, acme: 0, ravi: 0, dev: 0 };
  const FORMULA_REASON = "=cmd|' /C calc'!A0 wrong member";
  let octoberBefore: Row[];

  /** The member's latest receipt, voided on `day` (the gym's day is the credit note's date). */
  async function voidOn(day: string, memberId: number, reason: string) {
    const { rows } = await ctx.db.pool.query<{ id: number }>(
      `SELECT r.id FROM ${gym.schema}.payment_receipts r JOIN ${gym.schema}.member_payments p ON p.id = r.payment_id
        WHERE p.member_id = $1 ORDER BY r.id DESC LIMIT 1`,
      [memberId],
    );
    ctx.clock.pin(gymInstant(day));
    const res = await call(ctx, gym, "POST", `/api/expenses/invoices/${rows[0]!.id}/void/`, { reason });
    expect(res.statusCode, res.body).toBe(200);
  }

  beforeAll(async () => {
    gym = await createGym(ctx, "gst_void");
    await setSettings(ctx, gym, { gstin: GYM_GSTIN, gym_state: "Karnataka" });
    const members = await insertMembers(ctx, gym, [
      { first_name: "Asha", last_name: "Rao" },
      { first_name: "Acme", last_name: "Analytics", gstin: COMPANY_GSTIN } as never,
      { first_name: "Ravi", last_name: "Shah" },
      { first_name: "Dev", last_name: "Nair" },
    ]);
    const [asha, acme, ravi, dev] = members.map((m) => m!.id);
    Object.assign(ids, { asha, acme, ravi, dev });
    await ctx.db.pool.query(
      `UPDATE ${gym.schema}.members m SET plan_amount = a.amount::numeric
         FROM unnest($1::int[], $2::text[]) AS a(id, amount) WHERE m.id = a.id`,
      [Object.values(ids), ["1499", "5900", "1999.99", "1200"]],
    );
    ctx.clock.pin(gymInstant("2026-10-31"));
    await pay(gym, ids.asha, "2026-10", "2026-10-10"); // 26-27/0001, voided the same month
    await pay(gym, ids.acme, "2026-10", "2026-10-12"); // 26-27/0002, a B2B invoice voided the same month
    await pay(gym, ids.ravi, "2026-10", "2026-10-15"); // 26-27/0003, voided in November
    await voidOn("2026-10-20", ids.asha, "Entered against the wrong member");
    await voidOn("2026-10-25", ids.acme, "Paid twice by the company");
    // The October pack as it stood at the end of October, before the November void.
    ctx.clock.pin(gymInstant("2026-10-31"));
    octoberBefore = (await pack(gym, "2026-10")).sheet("Register");
    ctx.clock.pin(gymInstant("2026-11-05"));
    await pay(gym, ids.dev, "2026-11", "2026-11-05"); // 26-27/0004, November's only supply
    await voidOn("2026-11-03", ids.ravi, FORMULA_REASON);
    ctx.clock.pin(gymInstant("2026-12-13"));
  });
  afterAll(() => ctx.clock.pin(gymInstant("2026-07-05")));

  it("keeps a voided invoice in its own period's register, marked Cancelled with its credit note", async () => {
    const october = await pack(gym, "2026-10");
    const register = october.sheet("Register");
    expect(register[0]!.at(-1)).toBe("Status");
    expect(register.slice(1).map((r) => [r[1], r[2], r[4], r[12], r[13]])).toEqual([
      ["26-27/0001", "10-Oct-2026", "Asha Rao", 1499, "Cancelled by CN/26-27/0001 on 20-Oct-2026"],
      ["26-27/0002", "12-Oct-2026", "Acme Analytics", 5900, "Cancelled by CN/26-27/0002 on 25-Oct-2026"],
      ["26-27/0003", "15-Oct-2026", "Ravi Shah", 1999.99, "Cancelled by CN/26-27/0003 on 03-Nov-2026"],
    ]);
    // The later void changes nothing in October but the Status of the invoice it cancels.
    expect(register.map((r) => r.slice(0, 13))).toEqual(octoberBefore.map((r) => r.slice(0, 13)));
    expect(octoberBefore[3]![13]).toBe("");
    // November's register holds November's invoice only: a credit note is not an invoice.
    const november = (await pack(gym, "2026-11")).sheet("Register").slice(1);
    expect(november.map((r) => [r[1], r[13]])).toEqual([["26-27/0004", ""]]);
  });

  it("lists the credit notes of the period, with the invoice they cancel", async () => {
    const october = await pack(gym, "2026-10");
    const notes = october.sheet("Credit notes");
    expect(notes[0]).toEqual([
      "Credit note number",
      "Credit note date",
      "Original invoice number",
      "Original invoice date",
      "Member code",
      "Member",
      "Recipient GSTIN",
      "Place of supply",
      "GST rate %",
      "Taxable value",
      "CGST",
      "SGST",
      "Total",
      "Reason",
    ]);
    const a = gstSplit(toPaise("1499"), 5);
    expect(notes.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[5], r[6], r[7], r[8], r[12], r[13]])).toEqual([
      [
        "CN/26-27/0001",
        "20-Oct-2026",
        "26-27/0001",
        "10-Oct-2026",
        "Asha Rao",
        "",
        "29-Karnataka",
        5,
        1499,
        "Entered against the wrong member",
      ],
      [
        "CN/26-27/0002",
        "25-Oct-2026",
        "26-27/0002",
        "12-Oct-2026",
        "Acme Analytics",
        COMPANY_GSTIN,
        "29-Karnataka",
        5,
        5900,
        "Paid twice by the company",
      ],
    ]);
    expect(notes[1]!.slice(9, 12).map((v) => toPaise(String(v)))).toEqual([a.taxablePaise, a.cgstPaise, a.sgstPaise]);

    // The previous month's invoice voided in November: the credit note is November's, dated by the void.
    const november = await pack(gym, "2026-11");
    const later = november.sheet("Credit notes").slice(1);
    expect(later.map((r) => [r[0], r[1], r[2], r[3], r[5], r[12]])).toEqual([
      ["CN/26-27/0003", "03-Nov-2026", "26-27/0003", "15-Oct-2026", "Ravi Shah", 1999.99],
    ]);
    // A formula-like reason is written as text with its apostrophe (decision 0091).
    expect(later[0]![13]).toBe(`'${FORMULA_REASON}`);
    const readme = november.sheet("README");
    expect(readme.find((r) => r[0] === "Credit notes issued")!.slice(1)).toEqual([
      1,
      ...[gstSplit(toPaise("1999.99"), 5)].flatMap((g) => [g.taxablePaise / 100, g.cgstPaise / 100, g.sgstPaise / 100]),
      1999.99,
    ]);

    const lines = await csv(gym, "2026-11", "credit-notes");
    expect(lines[0]).toBe(
      "Credit note number,Credit note date,Original invoice number,Original invoice date,Member code,Member,Recipient GSTIN,Place of supply,GST rate %,Taxable value,CGST,SGST,Total,Reason",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^CN\/26-27\/0003,03-Nov-2026,26-27\/0003,15-Oct-2026,[^,]+,Ravi Shah,,29-Karnataka,5,/);
    expect(lines[1]).toMatch(/,1999\.99,'=cmd\|' \/C calc'!A0 wrong member$/);
    expect(await csv(gym, "2026-09", "credit-notes")).toHaveLength(1);
  });

  it("nets B2CS with the period's credit notes and keeps B2B invoices as issued (their notes are CDNR)", async () => {
    const split = (amount: string) => gstSplit(toPaise(amount), 5);
    const october = await pack(gym, "2026-10");
    // Asha's invoice and its credit note cancel out; Ravi's stands in October (voided in November).
    const ravi = split("1999.99");
    const b2cs = october.sheet("B2CS").slice(1);
    expect(b2cs.map((r) => [r[0], r[1], r[2], r[3]])).toEqual([["OE", "29-Karnataka", 5, 2]]);
    expect(b2cs[0]!.slice(4, 7).map((v) => toPaise(String(v)))).toEqual([
      ravi.taxablePaise,
      ravi.cgstPaise,
      ravi.sgstPaise,
    ]);
    const b2b = october.sheet("B2B").slice(1);
    expect(b2b.map((r) => [r[0], r[2], r[4]])).toEqual([[COMPANY_GSTIN, "26-27/0002", 5900]]);
    const notes = october.sheet("Credit notes").slice(1);
    expect(notes.filter((r) => r[6] !== "").map((r) => r[0])).toEqual(["CN/26-27/0002"]);
    // Register = B2CS + B2B + the B2C credit notes of the period, column by column.
    const register = october.sheet("Register").slice(1);
    for (const [registerCol, b2csCol, b2bCol, noteCol] of [
      [9, 4, 9, 9],
      [10, 5, 10, 10],
      [11, 6, 11, 11],
    ] as const) {
      const b2cNotes = notes.filter((r) => r[6] === "").map((r) => r[noteCol]!);
      expect(paiseSum(b2cs.map((r) => r[b2csCol]!)) + paiseSum(b2b.map((r) => r[b2bCol]!)) + paiseSum(b2cNotes)).toBe(
        paiseSum(register.map((r) => r[registerCol]!)),
      );
    }

    // November: Dev's invoice less Ravi's October invoice, credited in November.
    const dev = split("1200");
    const november = await pack(gym, "2026-11");
    const net = november.sheet("B2CS").slice(1);
    expect(net.map((r) => r.slice(0, 4))).toEqual([["OE", "29-Karnataka", 5, 1]]);
    expect(net[0]!.slice(4, 7).map((v) => toPaise(String(v)))).toEqual([
      dev.taxablePaise - ravi.taxablePaise,
      dev.cgstPaise - ravi.cgstPaise,
      dev.sgstPaise - ravi.sgstPaise,
    ]);
    expect(november.sheet("B2B")).toHaveLength(1);
    const b2csCsv = await csv(gym, "2026-11", "b2cs");
    // A negative net is a number, not neutralised text (decision 0335; decision 0091 neutralises text only).
    expect(b2csCsv[1]).toBe(
      `OE,29-Karnataka,5,1,${(dev.taxablePaise - ravi.taxablePaise) / 100},${(dev.cgstPaise - ravi.cgstPaise) / 100},${(dev.sgstPaise - ravi.sgstPaise) / 100},0.00,0.00,`,
    );
    // The quarter holds all four invoices and all three notes: Dev's supply is what is left of B2C.
    const q3 = await pack(gym, "2026-27-Q3");
    expect(q3.sheet("Register").slice(1)).toHaveLength(4);
    expect(
      q3
        .sheet("Credit notes")
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(["CN/26-27/0001", "CN/26-27/0002", "CN/26-27/0003"]);
    expect(
      q3
        .sheet("B2CS")[1]!
        .slice(4, 7)
        .map((v) => toPaise(String(v))),
    ).toEqual([dev.taxablePaise, dev.cgstPaise, dev.sgstPaise]);
  });

  it("marks the voided receipts in the invoices list export", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/expenses/invoices/export/",
      headers: gym.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Invoice number,Payment date,Member,Phone,Membership period,Payment method,Amount,Void,Credit note",
    );
    const byNumber = new Map(lines.slice(1).map((l) => [l.split(",")[0], l]));
    expect(byNumber.get("26-27/0004")).toMatch(/,1200\.00,,$/);
    expect(byNumber.get("26-27/0001")).toMatch(
      /,Voided on 2026-10-20: Entered against the wrong member,CN\/26-27\/0001$/,
    );
    expect(byNumber.get("26-27/0003")).toMatch(
      /,Voided on 2026-11-03: =cmd\|' \/C calc'!A0 wrong member,CN\/26-27\/0003$/,
    );
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
    const res = await download(gym, query);
    expectNo500(res);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
