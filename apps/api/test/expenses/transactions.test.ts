import {
  addDaysTo,
  EXPENSE_CATEGORY_NEEDED,
  EXPENSE_CATEGORY_NOT_FOUND,
  EXPENSE_FILL_REQUIRED_FIELDS,
  INCOME_CATEGORY_NEEDED,
  TRANSACTION_DATE_IN_FUTURE,
  TRANSACTION_MEMBER_NOT_FOUND,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { expectNo500 } from "../support/calls.ts";
import { createGym, createTestContext, gymToday, type TestContext, type TestGym } from "../support/context.ts";
import {
  createTransaction,
  EXPENSES,
  idsFarAhead,
  insertCategory,
  listTransactions,
  transactionCount,
} from "../support/expenses.ts";
import { insertMembers } from "../support/members.ts";

// Creating an income or expense transaction (decision 0164): the form's defaults and fields, every rule at its
// boundary, hostile amounts and dates, another gym's ids. Listing: transaction-list.test.ts; editing and
// deleting: transaction-edit.test.ts.

let ctx: TestContext;
let gym: TestGym;
let today: string;
let rent: number;
let shop: number;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "exp_tx");
  today = gymToday(ctx);
  rent = await insertCategory(ctx, gym, { name: "Rent", category_type: "RENT" });
  shop = await insertCategory(ctx, gym, { name: "Shop sales", category_type: "OTHER", is_income: true });
});
afterAll(() => ctx.close());

const create = (body: object) => createTransaction(ctx, gym, body);
const list = () => listTransactions(ctx, gym);
const count = () => transactionCount(ctx, gym);

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
