import { addDaysTo, EXPENSE_END_BEFORE_START } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNo500 } from "../support/calls.ts";
import { createGym, createTestContext, gymToday, type TestContext, type TestGym } from "../support/context.ts";
import { createTransaction, insertCategory, listTransactions } from "../support/expenses.ts";
import { insertMembers } from "../support/members.ts";

// The transactions' list (decision 0164): newest first, the count and sums of everything matched, the filters,
// paging and refused filters.

let ctx: TestContext;
let gym: TestGym;
let today: string;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "exp_list");
  today = gymToday(ctx);
});
afterAll(() => ctx.close());

const create = (body: object) => createTransaction(ctx, gym, body);
const list = (query = "") => listTransactions(ctx, gym, query);

describe("listing transactions", () => {
  let cats: { rent: number; power: number; fees: number };
  beforeAll(async () => {
    cats = {
      rent: await insertCategory(ctx, gym, { name: "Rent", category_type: "RENT" }),
      power: await insertCategory(ctx, gym, { name: "Electricity", category_type: "UTILITIES" }),
      fees: await insertCategory(ctx, gym, { name: "Personal training", category_type: "OTHER", is_income: true }),
    };
    const [m] = await insertMembers(ctx, gym, [{ first_name: "Rohit", last_name: "Sharma" }]);
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
    for (const r of rows) expect((await create(r)).statusCode).toBe(200);
  });

  const titles = (res: { json(): { transactions: { title: string }[] } }) =>
    res.json().transactions.map((t) => t.title);

  it("newest first, with the count and the income and expense sums of everything matched", async () => {
    const res = await list("");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ count: 4, page: 1, page_size: 50, totals: { income: 9000, expense: 47920.5 } });
    expect(titles(res)).toEqual(["PT package", "Generator diesel", "MSEB bill", "Rent September"]);
  });

  it("filters by date range (inclusive), lower-cased type, category, payment method, member and search", async () => {
    const range = await list(`?start_date=${addDaysTo(today, -10)}&end_date=${addDaysTo(today, -2)}`);
    expect(titles(range)).toEqual(["PT package", "Generator diesel", "MSEB bill"]);
    expect(titles(await list("?transaction_type=income"))).toEqual(["PT package"]);
    expect(titles(await list(`?transaction_type=expense&category=${cats.power}`))).toEqual([
      "Generator diesel",
      "MSEB bill",
    ]);
    expect(titles(await list("?payment_method=upi"))).toEqual(["MSEB bill"]);
    expect(titles(await list("?search=sharma"))).toEqual(["PT package"]);
    expect(titles(await list("?search=dsl-9"))).toEqual(["Generator diesel"]);
    expect(titles(await list("?search=100%25"))).toEqual([]);
    const totals = (await list("?transaction_type=expense")).json().totals;
    expect(totals).toEqual({ income: 0, expense: 47920.5 });
  });

  it("pages", async () => {
    const first = await list("?page=1&page_size=3");
    const second = await list("?page=2&page_size=3");
    expect(titles(first)).toHaveLength(3);
    expect(titles(second)).toEqual(["Rent September"]);
    expect(second.json().count).toBe(4);
  });

  it("refuses an end before the start and bad filters", async () => {
    const res = await list(`?start_date=${today}&end_date=${addDaysTo(today, -1)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(EXPENSE_END_BEFORE_START);
    for (const q of ["?start_date=2026-13-01", "?transaction_type=x", "?page=0", "?page_size=201", "?category=abc"]) {
      const r = await list(q);
      expectNo500(r);
      expect(r.statusCode, q).toBe(400);
    }
  });
});
