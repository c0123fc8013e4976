import { randomUUID } from "node:crypto";
import * as XLSX from "@e965/xlsx";
import { XLSX_MAX_ROWS } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { expectNo500 } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { insertCategory } from "../support/expenses.ts";
import { createPayment, markPaid, withKey } from "../support/member-payments.ts";
import { insertMembers } from "../support/members.ts";

// Issue 27 §5, decision 0277: each list exports what it shows with its filters, as CSV (streamed) and
// XLSX (read back with SheetJS), formula-like text neutralised (0091), never another gym's rows.

let ctx: TestContext;
let gym: TestGym;
let other: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant("2026-12-13"));
  gym = await createGym(ctx, "exp_lists");
  other = await createGym(ctx, "exp_other");
});
afterAll(() => ctx.close());

async function get(g: TestGym, url: string) {
  return ctx.app.inject({ method: "GET", url, headers: g.auth });
}

async function csvLines(g: TestGym, url: string, file: string): Promise<string[]> {
  const res = await get(g, url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toContain("text/csv");
  expect(res.headers["content-disposition"]).toBe(`attachment; filename="${file}"`);
  return res.body.trimEnd().split("\r\n");
}

async function sheetRows(g: TestGym, url: string, file: string): Promise<(string | number)[][]> {
  const res = await get(g, url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-disposition"]).toBe(`attachment; filename="${file}"`);
  const book = XLSX.read(res.rawPayload, { type: "buffer" });
  return XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: "" });
}

describe("members", () => {
  beforeAll(async () => {
    await insertMembers(ctx, gym, [
      { first_name: "Asha", last_name: "Rao" },
      { first_name: "=cmd|' /C calc'!A0", last_name: "Evil" },
      { first_name: "Old", last_name: "Timer", renewal_date: "2026-01-01" },
    ]);
    await insertMembers(ctx, other, [{ first_name: "Stranger", last_name: "Danger" }]);
  });

  it("writes the list as CSV, newest first, with the formula-like name neutralised", async () => {
    const lines = await csvLines(gym, "/api/members/members/export/", `members-${gym.schema}-2026-12-13.csv`);
    expect(lines[0]).toBe(
      "Member code,First name,Last name,Phone,Email,Gender,Date of birth,Joining date,Renewal date,Status,Days left,GSTIN,Address,Emergency contact",
    );
    expect(lines.slice(1).map((l) => l.split(",").slice(1, 3))).toEqual([
      ["Old", "Timer"],
      ["'=cmd|' /C calc'!A0", "Evil"],
      ["Asha", "Rao"],
    ]);
    expect(lines.join("\n")).not.toContain("Stranger");
  });

  it("applies the screen's status and search filters, in CSV and XLSX alike", async () => {
    const expired = await csvLines(
      gym,
      "/api/members/members/export/?status=expired",
      `members-${gym.schema}-2026-12-13.csv`,
    );
    expect(expired.slice(1).map((l) => l.split(",")[1])).toEqual(["Old"]);
    expect(expired[1]).toContain(",Expired,");
    const rows = await sheetRows(
      gym,
      "/api/members/members/export/?format=xlsx&search=asha",
      `members-${gym.schema}-2026-12-13.xlsx`,
    );
    expect(rows.map((r) => r[1])).toEqual(["First name", "Asha"]);
    const all = await sheetRows(
      gym,
      "/api/members/members/export/?format=xlsx",
      `members-${gym.schema}-2026-12-13.xlsx`,
    );
    expect(all.map((r) => r[1])).toEqual(["First name", "Old", "'=cmd|' /C calc'!A0", "Asha"]);
  });
});

describe("invoices", () => {
  it("exports the receipts with the list's member filter", async () => {
    const [a, b] = await insertMembers(ctx, gym, [
      { first_name: "Payer", last_name: "One" },
      { first_name: "Payer", last_name: "Two" },
    ]);
    await ctx.db.pool.query(`UPDATE ${qualified(gym.schema, "members")} SET plan_amount = 1550 WHERE id = ANY($1)`, [
      [a!.id, b!.id],
    ]);
    for (const m of [a!, b!]) {
      const record = await createPayment(ctx, gym, { member_id: m.id, membership_month: "2026-11" });
      expect(record.statusCode, record.body).toBe(200);
      const paid = await markPaid(ctx, withKey(gym, randomUUID()), record.json().payment.id, {
        payment_method: "UPI",
        payment_date: "2026-11-03",
        amount_paid: "1550",
      });
      expect(paid.statusCode, paid.body).toBe(200);
    }
    const lines = await csvLines(
      gym,
      `/api/expenses/invoices/export/?member_id=${b!.id}`,
      `invoices-${gym.schema}-2026-12-13.csv`,
    );
    expect(lines[0]).toBe(
      "Invoice number,Payment date,Member,Phone,Membership period,Payment method,Amount,Void,Credit note",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^26-27\/\d{4},2026-11-03,Payer Two,\d+,.+,UPI,1550\.00,,$/);
    const rows = await sheetRows(
      gym,
      "/api/expenses/invoices/export/?format=xlsx",
      `invoices-${gym.schema}-2026-12-13.xlsx`,
    );
    expect(rows.slice(1).map((r) => [r[2], r[6]])).toEqual([
      ["Payer Two", 1550],
      ["Payer One", 1550],
    ]);
    const theirs = await csvLines(other, "/api/expenses/invoices/export/", `invoices-${other.schema}-2026-12-13.csv`);
    expect(theirs).toHaveLength(1);
  });
});

describe("income and expenses", () => {
  let rent: number;
  beforeAll(async () => {
    rent = await insertCategory(ctx, gym, { name: "Rent" });
    const power = await insertCategory(ctx, gym, { name: "Electricity" });
    await ctx.db.pool.query(
      `INSERT INTO ${qualified(gym.schema, "expense_transactions")} (category_id, title, amount, transaction_date, notes, updated_at)
       VALUES ($1, 'November rent', 25000, '2026-11-01', '', $3::timestamptz),
              ($2, '@SUM(A1:A9)', 3210.5, '2026-11-20', '-2+3', $3::timestamptz),
              ($1, 'October rent', 25000, '2026-10-01', '', $3::timestamptz)`,
      [rent, power, ctx.clock.now()],
    );
  });

  it("exports the list's date range and category, amounts exact", async () => {
    const lines = await csvLines(
      gym,
      "/api/expenses/transactions/export/?start_date=2026-11-01&end_date=2026-11-30&transaction_type=expense",
      `income-and-expenses-${gym.schema}-2026-12-13.csv`,
    );
    expect(lines[0]).toBe("Date,Type,Category,Title,Description,Member,Payment method,Reference number,Amount,Notes");
    expect(lines.slice(1)).toEqual([
      "2026-11-20,Expense,Electricity,'@SUM(A1:A9),,,Cash,,3210.50,'-2+3",
      "2026-11-01,Expense,Rent,November rent,,,Cash,,25000.00,",
    ]);
    const rows = await sheetRows(
      gym,
      `/api/expenses/transactions/export/?format=xlsx&category=${rent}`,
      `income-and-expenses-${gym.schema}-2026-12-13.xlsx`,
    );
    expect(rows.slice(1).map((r) => [r[0], r[3], r[8]])).toEqual([
      ["2026-11-01", "November rent", 25000],
      ["2026-10-01", "October rent", 25000],
    ]);
  });

  it("streams ten years as CSV; refuses an XLSX past its row cap with a clear 400, the server still serving", async () => {
    const big = await createGym(ctx, "exp_big");
    const cat = await insertCategory(ctx, big, { name: "Sundries" });
    await ctx.db.pool.query(
      `INSERT INTO ${qualified(big.schema, "expense_transactions")} (category_id, title, amount, transaction_date, updated_at)
       SELECT $1, 'Item ' || g, 10, DATE '2016-12-13' + (g % 3650), $3::timestamptz FROM generate_series(1, $2::int) AS g`,
      [cat, XLSX_MAX_ROWS + 1, ctx.clock.now()],
    );
    const range = "start_date=2016-12-13&end_date=2026-12-12";
    const lines = await csvLines(
      big,
      `/api/expenses/transactions/export/?${range}`,
      `income-and-expenses-${big.schema}-2026-12-13.csv`,
    );
    expect(lines).toHaveLength(XLSX_MAX_ROWS + 2);
    const refused = await get(big, `/api/expenses/transactions/export/?${range}&format=xlsx`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "This export has 20,001 rows; a spreadsheet download holds at most 20,000. Choose a shorter period or download CSV.",
    );
    expect((await get(big, "/api/members/members/export/")).statusCode).toBe(200);
  });
});

describe("bad input", () => {
  it.each([
    ["/api/members/members/export/?format=pdf", "The format must be csv or xlsx"],
    ["/api/expenses/invoices/export/?format=xls", "The format must be csv or xlsx"],
    ["/api/expenses/transactions/export/?start_date=2026-13-01", ""],
    ["/api/expenses/transactions/export/?start_date=2026-12-01&end_date=2026-11-01", ""],
    ["/api/members/members/export/?status=gone", ""],
  ])("%s is a 400", async (url, message) => {
    const res = await get(gym, url);
    expectNo500(res);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe("member payments", () => {
  it("exports the history with its status and month filters", async () => {
    const g = await createGym(ctx, "exp_pay");
    const [a, b] = await insertMembers(ctx, g, [
      { first_name: "Paid", last_name: "Up" },
      { first_name: "+Owes", last_name: "Money" },
    ]);
    await ctx.db.pool.query(`UPDATE ${qualified(g.schema, "members")} SET plan_amount = 1200 WHERE id = ANY($1)`, [
      [a!.id, b!.id],
    ]);
    const ids: number[] = [];
    for (const m of [a!, b!]) {
      const record = await createPayment(ctx, g, { member_id: m.id, membership_month: "2026-11" });
      expect(record.statusCode, record.body).toBe(200);
      ids.push(record.json().payment.id);
    }
    const october = await createPayment(ctx, g, { member_id: a!.id, membership_month: "2026-10" });
    expect(october.statusCode, october.body).toBe(200);
    const paid = await markPaid(ctx, withKey(g, randomUUID()), ids[0]!, {
      payment_method: "CASH",
      payment_date: "2026-11-04",
      amount_paid: "1200",
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const file = `member-payments-${g.schema}-2026-12-13.csv`;
    const november = await csvLines(g, "/api/expenses/member-payments/export/?year=2026&month=11", file);
    expect(november[0]).toBe(
      "Reference number,Member,Membership month,Due date,Status,Amount due,Late fee,Amount paid,Remaining,Payment method,Payment date,Notes",
    );
    expect(november.slice(1).map((l) => l.split(",").slice(1, 3))).toEqual(
      expect.arrayContaining([
        ["Paid Up", "November 2026"],
        ["'+Owes Money", "November 2026"],
      ]),
    );
    expect(november).toHaveLength(3);
    const paidOnly = await sheetRows(
      g,
      "/api/expenses/member-payments/export/?format=xlsx&payment_status=PAID",
      `member-payments-${g.schema}-2026-12-13.xlsx`,
    );
    expect(paidOnly.slice(1).map((r) => [r[1], r[4], r[7], r[9], r[10]])).toEqual([
      ["Paid Up", "Paid", 1200, "Cash", "2026-11-04"],
    ]);
  });
});
