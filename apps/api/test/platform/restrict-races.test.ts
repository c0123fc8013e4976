import { categoryHasProducts, EXPENSE_CATEGORY_HAS_TRANSACTIONS } from "@gym/contracts";
import type { PoolClient } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymToday, type TestContext, type TestGym } from "../support/context.ts";
import { EXPENSES, insertCategory } from "../support/expenses.ts";
import { categoryPath, makeCategory } from "../support/shop.ts";

/**
 * A delete that loses the race to a row added meanwhile: the row's insert is held open in a transaction, the
 * delete waits behind its lock, the insert commits, and the ON DELETE RESTRICT key refuses the delete with
 * 23001 (not 23503). The request must answer the area's 409, never a 500. Both forms the error reaches the
 * code in: a raw statement (shop categories) and a Prisma model delete (expense categories).
 */
let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "restrict_race");
});
afterAll(() => ctx.close());

/** Sends `request` while `insert` is uncommitted, commits once the request waits on its lock, and answers it. */
async function deleteBehindInsert(insert: (holder: PoolClient) => Promise<unknown>, request: () => Promise<Res>) {
  const holder = await ctx.db.pool.connect();
  try {
    await holder.query("BEGIN");
    await insert(holder);
    const { rows } = await holder.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    const pending = request();
    await waitUntilBlocking(rows[0]!.pid);
    await holder.query("COMMIT");
    return await pending;
  } finally {
    holder.release();
  }
}

type Res = Awaited<ReturnType<typeof call>>;

async function waitUntilBlocking(pid: number) {
  for (let i = 0; i < 200; i++) {
    const { rows } = await ctx.db.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))",
      [pid],
    );
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the delete never waited for the held insert");
}

describe("a category delete waiting behind a new row's insert", () => {
  it("shop: answers 409 with the product count, and the category and its product stay", async () => {
    const category = await makeCategory(ctx, gym);
    const res = await deleteBehindInsert(
      (holder) =>
        holder.query(
          `INSERT INTO ${qualified(gym.schema, "products")} (name, category_id, price, whatsapp_number, updated_at)
           VALUES ('Held whey', $1, 10, '9876543210', $2)`,
          [category.id, ctx.clock.now()],
        ),
      () => call(ctx, gym, "DELETE", categoryPath(category.id, "delete")),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toBe(categoryHasProducts(1));
    const db = ctx.db.tenants.get(gym.schema);
    expect(await db.productCategory.count({ where: { id: category.id } })).toBe(1);
    expect(await db.product.count({ where: { category_id: category.id } })).toBe(1);
  });

  it("expenses: answers 409, and the category and its transaction stay", async () => {
    const category = await insertCategory(ctx, gym, { name: "Held rent" });
    const res = await deleteBehindInsert(
      (holder) =>
        holder.query(
          `INSERT INTO ${qualified(gym.schema, "expense_transactions")} (category_id, title, amount, transaction_date)
           VALUES ($1, 'Held rent', 100, $2)`,
          [category, gymToday(ctx)],
        ),
      () => call(ctx, gym, "DELETE", `${EXPENSES}/categories/${category}/delete/`),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toBe(EXPENSE_CATEGORY_HAS_TRANSACTIONS);
    const db = ctx.db.tenants.get(gym.schema);
    expect(await db.expenseCategory.count({ where: { id: category } })).toBe(1);
    expect(await db.expenseTransaction.count({ where: { category_id: category } })).toBe(1);
  });
});
