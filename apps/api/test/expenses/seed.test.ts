import { EXPENSE_CATEGORY_TYPES } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { expensesDemoSeeder } from "../../src/modules/expenses/seed.ts";
import { seedDemoMembers } from "../../src/modules/members/seed.ts";
import { call } from "../support/calls.ts";
import {
  createGym,
  createTestContext,
  gymSeedContext,
  gymToday,
  type TestContext,
  type TestGym,
} from "../support/context.ts";
import { EXPENSES } from "../support/expenses.ts";

let ctx: TestContext;
let gym: TestGym;
let today: string;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "seed_expenses");
  today = gymToday(ctx);
  const seedCtx = gymSeedContext(ctx, gym.schema);
  await seedDemoMembers(seedCtx);
  await expensesDemoSeeder.run(seedCtx);
});
afterAll(() => ctx.close());

describe("the demo gym's ledger (issue 9 ¶6)", () => {
  it("has a category of every type", async () => {
    const categories = (await call(ctx, gym, "GET", `${EXPENSES}/categories/`)).json().categories as {
      category_type: string;
    }[];
    expect(new Set(categories.map((c) => c.category_type))).toEqual(new Set(EXPENSE_CATEGORY_TYPES));
  });

  it("has six months of income and expenses up to today, none in the future", async () => {
    const res = await ctx.db.pool.query(
      `SELECT count(DISTINCT date_trunc('month', transaction_date))::int AS months,
              to_char(max(transaction_date), 'YYYY-MM-DD') AS latest,
              count(*) FILTER (WHERE transaction_type = 'INCOME')::int AS income,
              count(*) FILTER (WHERE transaction_type = 'EXPENSE')::int AS expense
         FROM ${qualified(gym.schema, "expense_transactions")}`,
    );
    const row = res.rows[0];
    expect(row.months).toBeGreaterThanOrEqual(6);
    expect(row.latest <= today).toBe(true);
    expect(row.income).toBeGreaterThan(10);
    expect(row.expense).toBeGreaterThan(40);
    const year = (await call(ctx, gym, "GET", `${EXPENSES}/summary?start_date=${today.slice(0, 4)}-01-01`)).json();
    expect(year.summary.total_expenses).toBeGreaterThan(0);
  });

  it("has three recurring expenses that posted their own history and fall due after today", async () => {
    const rows = (await call(ctx, gym, "GET", `${EXPENSES}/recurring/`)).json().recurring_expenses as {
      next_due_date: string;
      posted_count: number;
      is_active: boolean;
    }[];
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      expect(r.is_active).toBe(true);
      expect(r.next_due_date > today).toBe(true);
      expect(r.posted_count).toBeGreaterThan(5);
    }
  });
});
