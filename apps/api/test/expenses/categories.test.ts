import {
  EXPENSE_CATEGORY_DELETED,
  EXPENSE_CATEGORY_HAS_RECURRING,
  EXPENSE_CATEGORY_HAS_TRANSACTIONS,
  EXPENSE_CATEGORY_NAME_REQUIRED,
  EXPENSE_CATEGORY_NAME_TAKEN,
  EXPENSE_CATEGORY_NOT_FOUND,
  MEMBER_PAYMENTS_CATEGORY_LOCKED,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectNo500 } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { EXPENSES } from "../support/expenses.ts";

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "exp_cat");
});
afterAll(() => ctx.close());

const create = (body: object, g = gym) => call(ctx, g, "POST", `${EXPENSES}/categories/create/`, body);
const update = (id: number, body: object, g = gym) => call(ctx, g, "PUT", `${EXPENSES}/categories/${id}/update/`, body);
const remove = (id: number, body: object = { force_delete: false }, g = gym) =>
  call(ctx, g, "DELETE", `${EXPENSES}/categories/${id}/delete/`, body);
const list = (g = gym, query = "") => call(ctx, g, "GET", `${EXPENSES}/categories/${query}`);

describe("expense categories", () => {
  it("a new gym lists its Membership Fees category (Member Payment, income)", async () => {
    const fresh = await createGym(ctx, "exp_cat_new");
    const res = await list(fresh);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      categories: [
        {
          name: "Membership Fees",
          category_type: "MEMBER_PAYMENT",
          category_type_label: "Member Payment",
          is_income: true,
          is_active: true,
          transaction_count: 0,
          for_member_payments: true,
        },
      ],
    });
  });

  it("creates with the §9 defaults (type OTHER, not income), trimmed name, any-case type", async () => {
    const res = await create({ name: "  Water cans  " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().category).toMatchObject({
      name: "Water cans",
      description: "",
      category_type: "OTHER",
      category_type_label: "Other",
      is_income: false,
      is_active: true,
      transaction_count: 0,
    });
    const typed = await create({ name: "Electricity", category_type: "utilities", description: "MSEB bill" });
    expect(typed.json().category).toMatchObject({ category_type: "UTILITIES", category_type_label: "Utilities" });
  });

  it("a blank or missing name: 'Category name is required'; a bad type or flag: 400; nothing written", async () => {
    const before = (await list()).json().categories.length;
    for (const body of [{}, { name: "" }, { name: "   " }, { name: null }]) {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(EXPENSE_CATEGORY_NAME_REQUIRED);
    }
    for (const body of [
      { name: "X", category_type: "SALARY" },
      { name: "X", is_income: "maybe" },
      { name: "x".repeat(101) },
    ]) {
      const res = await create(body);
      expectNo500(res);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await list()).json().categories.length).toBe(before);
  });

  it("names are unique whatever their case", async () => {
    expect((await create({ name: "Rent", category_type: "RENT" })).statusCode).toBe(200);
    const dup = await create({ name: "RENT" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(EXPENSE_CATEGORY_NAME_TAKEN);
  });

  it("updates with PUT (full body), and an unknown id is a 404", async () => {
    const id = (await create({ name: "Posters", category_type: "MARKETING" })).json().category.id;
    const res = await update(id, { name: "Flex banners", category_type: "MARKETING", description: "Road-side flex" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().category).toMatchObject({ id, name: "Flex banners", description: "Road-side flex" });
    const missing = await update(999_999, { name: "Nope" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(EXPENSE_CATEGORY_NOT_FOUND);
    const off = await update(id, { name: "Flex banners", category_type: "MARKETING", is_active: false });
    expect(off.json().category.is_active).toBe(false);
    const activeOnly = (await list(gym, "?is_active=true")).json().categories.map((c: { id: number }) => c.id);
    expect(activeOnly).not.toContain(id);
  });

  it("a category with transactions cannot be deleted (even with force_delete) and is kept; an empty one is deleted", async () => {
    const id = (await create({ name: "Dumbbells", category_type: "EQUIPMENT" })).json().category.id;
    const tx = await call(ctx, gym, "POST", `${EXPENSES}/transactions/create/`, {
      category: id,
      title: "10 kg pair",
      amount: 3200,
    });
    expect(tx.statusCode, tx.body).toBe(200);
    for (const force_delete of [false, true]) {
      const res = await remove(id, { force_delete });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(EXPENSE_CATEGORY_HAS_TRANSACTIONS);
    }
    const kept = (await list()).json().categories.find((c: { id: number }) => c.id === id);
    expect(kept).toMatchObject({ transaction_count: 1 });
    const empty = (await create({ name: "Temporary" })).json().category.id;
    const del = await remove(empty);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toMatchObject({ success: true, id: empty });
    expect((await remove(empty)).statusCode).toBe(404);
  });

  it("a category with a recurring expense cannot be deleted", async () => {
    const id = (await create({ name: "Insurance", category_type: "INSURANCE" })).json().category.id;
    const rec = await call(ctx, gym, "POST", `${EXPENSES}/recurring/create/`, {
      category: id,
      name: "Equipment insurance",
      amount: "12000",
      frequency: "YEARLY",
      start_date: "2030-01-01",
    });
    expect(rec.statusCode, rec.body).toBe(200);
    const res = await remove(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(EXPENSE_CATEGORY_HAS_RECURRING);
  });

  it("the receipts' category can be renamed but not deleted, nor turned into an expense category", async () => {
    const fees = (await list()).json().categories.find((c: { for_member_payments: boolean }) => c.for_member_payments);
    const renamed = await update(fees.id, { name: "Membership", category_type: "MEMBER_PAYMENT", is_income: true });
    expect(renamed.statusCode, renamed.body).toBe(200);
    for (const body of [
      { name: "Membership", category_type: "OTHER", is_income: true },
      { name: "Membership", category_type: "MEMBER_PAYMENT", is_income: false },
    ]) {
      const res = await update(fees.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MEMBER_PAYMENTS_CATEGORY_LOCKED);
    }
    const del = await remove(fees.id);
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toBe(MEMBER_PAYMENTS_CATEGORY_LOCKED);
  });

  it("another gym's category is a 404 for update and delete, and never listed", async () => {
    const other = await createGym(ctx, "exp_cat_other");
    // Ids are per gym: move the other gym's far ahead so its id cannot also be one of this gym's rows.
    await ctx.db.pool.query(
      `SELECT setval(pg_get_serial_sequence('"${other.schema}".expense_categories', 'id'), 500000)`,
    );
    const id = (await create({ name: "Secret" }, other)).json().category.id;
    expect((await update(id, { name: "Taken over" })).statusCode).toBe(404);
    expect((await remove(id)).statusCode).toBe(404);
    expect((await list()).json().categories.map((c: { name: string }) => c.name)).not.toContain("Secret");
    expect((await list(other)).json().categories.map((c: { name: string }) => c.name)).toContain("Secret");
  });

  it("DELETE also accepts the auth fields in the query and no body", async () => {
    const id = (await create({ name: "Query delete" })).json().category.id;
    const res = await ctx.app.inject({
      method: "DELETE",
      url: `${EXPENSES}/categories/${id}/delete/?schema_name=${gym.schema}&token=${gym.token}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: EXPENSE_CATEGORY_DELETED, id });
    const stored = await ctx.db.pool.query(`SELECT 1 FROM "${gym.schema}".expense_categories WHERE id = $1`, [id]);
    expect(stored.rowCount).toBe(0);
    expect((await list()).json().categories.map((c: { id: number }) => c.id)).not.toContain(id);
  });
});
