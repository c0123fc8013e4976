import {
  addDaysTo,
  EXPENSE_CATEGORY_NEEDED,
  EXPENSE_CATEGORY_NOT_FOUND,
  EXPENSE_END_BEFORE_START,
  EXPENSE_FILL_REQUIRED_FIELDS,
  INCOME_CATEGORY_NEEDED,
  RECEIPT_TRANSACTION_LOCKED,
  TRANSACTION_DATE_IN_FUTURE,
  TRANSACTION_MEMBER_NOT_FOUND,
  TRANSACTION_NOT_FOUND,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call, expectNo500 } from "../support/calls.ts";
import { createGym, createTestContext, gymToday, type TestContext, type TestGym } from "../support/context.ts";
import { EXPENSES, idsFarAhead, insertCategory } from "../support/expenses.ts";
import { createPayment, membersWithPlan } from "../support/member-payments.ts";
import { insertMembers } from "../support/members.ts";

let ctx: TestContext;
let gym: TestGym;
let today: string;
let rent: number;
let equipment: number;
let shop: number;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "exp_tx");
  today = gymToday(ctx);
  rent = await insertCategory(ctx, gym, { name: "Rent", category_type: "RENT" });
  equipment = await insertCategory(ctx, gym, { name: "Equipment", category_type: "EQUIPMENT" });
  shop = await insertCategory(ctx, gym, { name: "Shop sales", category_type: "OTHER", is_income: true });
});
afterAll(() => ctx.close());

const create = (body: object, g = gym) => call(ctx, g, "POST", `${EXPENSES}/transactions/create/`, body);
const update = (id: number, body: object, g = gym) =>
  call(ctx, g, "PUT", `${EXPENSES}/transactions/${id}/update/`, body);
const remove = (id: number, g = gym) => call(ctx, g, "DELETE", `${EXPENSES}/transactions/${id}/delete/`, {});
const list = (query = "", g = gym) => call(ctx, g, "GET", `${EXPENSES}/transactions/${query}`);
const count = async (g = gym) =>
  (await ctx.db.pool.query(`SELECT count(*)::int AS n FROM ${qualified(g.schema, "expense_transactions")}`)).rows[0]
    .n as number;

describe("creating a transaction", () => {
  it("applies the §9 defaults: type EXPENSE, method CASH, date today; amounts stay exact", async () => {
    const res = await create({ category: rent, title: "November rent", amount: "45000.10" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      transaction: {
        category: rent,
        category_name: "Rent",
        category_type: "RENT",
        title: "November rent",
        amount: 45000.1,
        transaction_type: "EXPENSE",
        payment_method: "CASH",
        transaction_date: today,
        member: null,
        member_name: null,
        reference_number: "",
        notes: "",
        receipt_id: null,
      },
    });
    const stored = await ctx.db.pool.query(
      `SELECT amount::text FROM ${qualified(gym.schema, "expense_transactions")} WHERE id = $1`,
      [res.json().transaction.id],
    );
    expect(stored.rows[0].amount).toBe("45000.10");
  });

  it("takes every field of the form: lower-case type and method, a member, reference number and notes", async () => {
    const [member] = await insertMembers(ctx, gym, [{ first_name: "Priya", last_name: "Nair" }]);
    const res = await create({
      transaction_type: "income",
      category: String(shop),
      title: "Protein shaker",
      description: "Sold at the desk",
      amount: 350,
      payment_method: "upi",
      transaction_date: addDaysTo(today, -3),
      member: member!.id,
      reference_number: "UPI-778812",
      notes: "Blue one",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().transaction).toMatchObject({
      transaction_type: "INCOME",
      payment_method: "UPI",
      member: member!.id,
      member_name: "Priya Nair",
      reference_number: "UPI-778812",
      transaction_date: addDaysTo(today, -3),
    });
  });

  it("missing type-free required fields: 'Please fill in all required fields', nothing written", async () => {
    const before = await count();
    for (const body of [
      {},
      { title: "x", amount: 10 },
      { category: rent, amount: 10 },
      { category: rent, title: "   ", amount: 10 },
      { category: rent, title: "x" },
      { category: rent, title: "x", amount: "" },
      { category: "", title: "x", amount: 10 },
    ]) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(EXPENSE_FILL_REQUIRED_FIELDS);
    }
    expect(await count()).toBe(before);
  });

  it("refuses hostile amounts and dates with a 400 (never a 500) and writes nothing", async () => {
    const before = await count();
    const bad: object[] = [
      { amount: -1 },
      { amount: "-0.01" },
      { amount: "NaN" },
      { amount: "1e309" },
      { amount: "12.345" },
      { amount: "10000000000" },
      { amount: "9999999999.999" },
      { amount: "12abc" },
      { amount: true },
      { amount: [5] },
      { transaction_date: "2026-02-30" },
      { transaction_date: "26-11-2026" },
      { transaction_type: "TRANSFER" },
      { payment_method: "BITCOIN" },
      { category: -4 },
      { category: 2 ** 31 },
      { category: "1.5" },
      { member: "abc" },
      { title: "x".repeat(201) },
    ];
    for (const patch of bad) {
      const res = await create({ category: rent, title: "Bad", amount: 100, ...patch });
      expectNo500(res);
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
    }
    // A JSON number too large for a double arrives as Infinity.
    const raw = await ctx.app.inject({
      method: "POST",
      url: `${EXPENSES}/transactions/create/`,
      headers: { ...gym.auth, "content-type": "application/json" },
      payload: `{"category": ${rent}, "title": "Huge", "amount": 1e309}`,
    });
    expect(raw.statusCode, raw.body).toBe(400);
    expect(await count()).toBe(before);
  });

  it("amount boundaries: 0 and 9999999999.99 are accepted and stored exactly", async () => {
    for (const [amount, stored] of [
      [0, "0.00"],
      ["0.00", "0.00"],
      ["9999999999.99", "9999999999.99"],
      ["0.01", "0.01"],
    ] as const) {
      const res = await create({ category: rent, title: `Edge ${amount}`, amount });
      expect(res.statusCode, `${amount}: ${res.body}`).toBe(200);
      const id = res.json().transaction.id as number;
      const row = await ctx.db.pool.query<{ amount: string }>(
        `SELECT amount::text AS amount FROM ${qualified(gym.schema, "expense_transactions")} WHERE id = $1`,
        [id],
      );
      expect(row.rows[0]?.amount, String(amount)).toBe(stored);
      const listed = (await list()).json().transactions.find((t: { id: number }) => t.id === id);
      expect(listed?.amount, String(amount)).toBe(Number(stored));
    }
  });

  it("an unknown category or member, a type against the category, a future date: clear 400s", async () => {
    const cases: [object, string][] = [
      [{ category: 999_999 }, EXPENSE_CATEGORY_NOT_FOUND],
      [{ member: 999_999 }, TRANSACTION_MEMBER_NOT_FOUND],
      [{ transaction_type: "INCOME" }, INCOME_CATEGORY_NEEDED],
      [{ category: shop }, EXPENSE_CATEGORY_NEEDED],
      [{ transaction_date: addDaysTo(today, 1) }, TRANSACTION_DATE_IN_FUTURE],
    ];
    for (const [patch, message] of cases) {
      const res = await create({ category: rent, title: "Checked", amount: 10, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await create({ category: rent, title: "Today", amount: 1, transaction_date: today })).statusCode).toBe(200);
  });

  it("another gym's category or member is unknown here", async () => {
    const other = await createGym(ctx, "exp_tx_other");
    await idsFarAhead(ctx, other, "expense_categories");
    await idsFarAhead(ctx, other, "members");
    const theirs = await insertCategory(ctx, other, { name: "Their rent", category_type: "RENT" });
    const [member] = await insertMembers(ctx, other, [{}]);
    const a = await create({ category: theirs, title: "x", amount: 1 });
    expect(a.json().message).toBe(EXPENSE_CATEGORY_NOT_FOUND);
    const b = await create({ category: rent, title: "x", amount: 1, member: member!.id });
    expect(b.json().message).toBe(TRANSACTION_MEMBER_NOT_FOUND);
  });
});

describe("listing transactions", () => {
  let g: TestGym;
  let cats: { rent: number; power: number; fees: number };
  beforeAll(async () => {
    g = await createGym(ctx, "exp_list");
    cats = {
      rent: await insertCategory(ctx, g, { name: "Rent", category_type: "RENT" }),
      power: await insertCategory(ctx, g, { name: "Electricity", category_type: "UTILITIES" }),
      fees: await insertCategory(ctx, g, { name: "Personal training", category_type: "OTHER", is_income: true }),
    };
    const [m] = await insertMembers(ctx, g, [{ first_name: "Rohit", last_name: "Sharma" }]);
    const rows: object[] = [
      { category: cats.rent, title: "Rent September", amount: 40000, transaction_date: addDaysTo(today, -40) },
      {
        category: cats.power,
        title: "MSEB bill",
        amount: "6120.50",
        transaction_date: addDaysTo(today, -10),
        payment_method: "UPI",
      },
      {
        category: cats.power,
        title: "Generator diesel",
        amount: 1800,
        transaction_date: addDaysTo(today, -2),
        reference_number: "DSL-9",
      },
      {
        transaction_type: "INCOME",
        category: cats.fees,
        title: "PT package",
        amount: 9000,
        transaction_date: addDaysTo(today, -2),
        member: m!.id,
        payment_method: "CARD",
      },
    ];
    for (const r of rows) expect((await create(r, g)).statusCode).toBe(200);
  });

  const titles = (res: { json(): { transactions: { title: string }[] } }) =>
    res.json().transactions.map((t) => t.title);

  it("newest first, with the count and the income and expense sums of everything matched", async () => {
    const res = await list("", g);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ count: 4, page: 1, page_size: 50, totals: { income: 9000, expense: 47920.5 } });
    expect(titles(res)).toEqual(["PT package", "Generator diesel", "MSEB bill", "Rent September"]);
  });

  it("filters by date range (inclusive), lower-cased type, category, payment method, member and search", async () => {
    const range = await list(`?start_date=${addDaysTo(today, -10)}&end_date=${addDaysTo(today, -2)}`, g);
    expect(titles(range)).toEqual(["PT package", "Generator diesel", "MSEB bill"]);
    expect(titles(await list("?transaction_type=income", g))).toEqual(["PT package"]);
    expect(titles(await list(`?transaction_type=expense&category=${cats.power}`, g))).toEqual([
      "Generator diesel",
      "MSEB bill",
    ]);
    expect(titles(await list("?payment_method=upi", g))).toEqual(["MSEB bill"]);
    expect(titles(await list("?search=sharma", g))).toEqual(["PT package"]);
    expect(titles(await list("?search=dsl-9", g))).toEqual(["Generator diesel"]);
    expect(titles(await list("?search=100%25", g))).toEqual([]);
    const totals = (await list("?transaction_type=expense", g)).json().totals;
    expect(totals).toEqual({ income: 0, expense: 47920.5 });
  });

  it("pages", async () => {
    const first = await list("?page=1&page_size=3", g);
    const second = await list("?page=2&page_size=3", g);
    expect(titles(first)).toHaveLength(3);
    expect(titles(second)).toEqual(["Rent September"]);
    expect(second.json().count).toBe(4);
  });

  it("refuses an end before the start and bad filters", async () => {
    const res = await list(`?start_date=${today}&end_date=${addDaysTo(today, -1)}`, g);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(EXPENSE_END_BEFORE_START);
    for (const q of ["?start_date=2026-13-01", "?transaction_type=x", "?page=0", "?page_size=201", "?category=abc"]) {
      const r = await list(q, g);
      expectNo500(r);
      expect(r.statusCode, q).toBe(400);
    }
  });
});

describe("editing and deleting", () => {
  it("PUT replaces the transaction; DELETE removes it; unknown ids are 404s", async () => {
    const id = (await create({ category: rent, title: "Plumber", amount: 800 })).json().transaction.id;
    const res = await update(id, {
      category: equipment,
      title: "Treadmill belt",
      amount: "2500.75",
      payment_method: "BANK_TRANSFER",
      transaction_date: addDaysTo(today, -1),
      notes: "Replaced belt",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().transaction).toMatchObject({
      id,
      category: equipment,
      title: "Treadmill belt",
      amount: 2500.75,
      payment_method: "BANK_TRANSFER",
      transaction_date: addDaysTo(today, -1),
      notes: "Replaced belt",
    });
    const bad = await update(id, { category: rent, title: "", amount: 1 });
    expect(bad.json().message).toBe(EXPENSE_FILL_REQUIRED_FIELDS);
    expect((await remove(id)).statusCode).toBe(200);
    const again = await remove(id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(TRANSACTION_NOT_FOUND);
    expect((await update(id, { category: rent, title: "x", amount: 1 })).statusCode).toBe(404);
  });

  it("a member-payment receipt's income row cannot be edited or deleted here (decision 0161)", async () => {
    const [member] = await membersWithPlan(ctx, gym, ["1500"]);
    const paid = await createPayment(ctx, gym, {
      member_id: member,
      membership_month: today.slice(0, 7),
      amount_paid: "1500",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const row = (await list(`?member=${member}`)).json().transactions[0];
    expect(row).toMatchObject({ transaction_type: "INCOME", amount: 1500, category_name: "Membership Fees" });
    expect(row.receipt_id).not.toBeNull();
    const edit = await update(row.id, { category: row.category, transaction_type: "INCOME", title: "x", amount: 1 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(RECEIPT_TRANSACTION_LOCKED);
    const del = await remove(row.id);
    expect(del.statusCode).toBe(409);
    expect((await list(`?member=${member}`)).json().count).toBe(1);
  });

  it("another gym's transaction is a 404", async () => {
    const other = await createGym(ctx, "exp_tx_iso");
    await idsFarAhead(ctx, other, "expense_transactions");
    const theirs = await insertCategory(ctx, other, { name: "Rent", category_type: "RENT" });
    const id = (await create({ category: theirs, title: "Their rent", amount: 10 }, other)).json().transaction.id;
    expect((await update(id, { category: rent, title: "Mine now", amount: 1 })).statusCode).toBe(404);
    expect((await remove(id)).statusCode).toBe(404);
    expect((await list("?search=their rent")).json().count).toBe(0);
  });
});
