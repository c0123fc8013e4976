import {
  addDaysTo,
  EXPENSE_FILL_REQUIRED_FIELDS,
  RECEIPT_TRANSACTION_LOCKED,
  TRANSACTION_NOT_FOUND,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGym, createTestContext, gymToday, type TestContext, type TestGym } from "../support/context.ts";
import {
  createTransaction,
  deleteTransaction,
  idsFarAhead,
  insertCategory,
  listTransactions,
  updateTransaction,
} from "../support/expenses.ts";
import { createPayment, membersWithPlan } from "../support/member-payments.ts";

// Editing (PUT replaces) and deleting a transaction (decision 0164); a receipt's income row is the member
// payments' (decision 0161); another gym's transaction is not found.

let ctx: TestContext;
let gym: TestGym;
let today: string;
let rent: number;
let equipment: number;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "exp_tx_edit");
  today = gymToday(ctx);
  rent = await insertCategory(ctx, gym, { name: "Rent", category_type: "RENT" });
  equipment = await insertCategory(ctx, gym, { name: "Equipment", category_type: "EQUIPMENT" });
});
afterAll(() => ctx.close());

const create = (body: object, g = gym) => createTransaction(ctx, g, body);
const update = (id: number, body: object) => updateTransaction(ctx, gym, id, body);
const remove = (id: number) => deleteTransaction(ctx, gym, id);
const list = (query = "") => listTransactions(ctx, gym, query);

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
