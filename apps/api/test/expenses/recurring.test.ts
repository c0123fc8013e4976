import {
  addDaysTo,
  addMonthsTo,
  EXPENSE_CATEGORY_NOT_FOUND,
  EXPENSE_END_BEFORE_START,
  EXPENSE_FILL_REQUIRED_FIELDS,
  NEXT_DUE_AFTER_END,
  NEXT_DUE_BEFORE_START,
  RECURRING_NOT_FOUND,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectNo500 } from "../support/calls.ts";
import { createGym, createTestContext, gymToday, type TestContext, type TestGym } from "../support/context.ts";
import { EXPENSES, idsFarAhead, insertCategory, postedDates } from "../support/expenses.ts";

let ctx: TestContext;
let gym: TestGym;
let today: string;
let rent: number;
let salary: number;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "exp_rec");
  today = gymToday(ctx);
  rent = await insertCategory(ctx, gym, { name: "Rent", category_type: "RENT" });
  salary = await insertCategory(ctx, gym, { name: "Trainer salaries", category_type: "TRAINER_SALARY" });
});
afterAll(() => ctx.close());

const create = (body: object, g = gym) => call(ctx, g, "POST", `${EXPENSES}/recurring/create/`, body);
const update = (id: number, body: object, g = gym) => call(ctx, g, "PUT", `${EXPENSES}/recurring/${id}/update/`, body);
const remove = (id: number, g = gym) =>
  call(ctx, g, "DELETE", `${EXPENSES}/recurring/${id}/delete/`, { schema_name: g.schema, token: g.token });
const list = (g = gym) => call(ctx, g, "GET", `${EXPENSES}/recurring/`);

describe("recurring expenses", () => {
  it("defaults (§9): MONTHLY, auto_generate, active, start today, next due one month on; nothing posted yet", async () => {
    const res = await create({ category: rent, name: "  Shop rent  ", amount: "35000" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      posted: 0,
      recurring_expense: {
        name: "Shop rent",
        category: rent,
        category_name: "Rent",
        amount: 35000,
        frequency: "MONTHLY",
        payment_method: "CASH",
        auto_generate: true,
        is_active: true,
        start_date: today,
        next_due_date: addMonthsTo(today, 1),
        end_date: null,
        last_generated_date: null,
        posted_count: 0,
      },
    });
    expect(res.json().recurring_expense.days_until_due).toBeGreaterThanOrEqual(28);
  });

  it("each frequency's computed next due date (+1 day, +7 days, +1 month, +3 months, +1 year)", async () => {
    const start = "2031-01-31";
    const expected = {
      DAILY: "2031-02-01",
      WEEKLY: "2031-02-07",
      MONTHLY: "2031-02-28",
      QUARTERLY: "2031-04-30",
      YEARLY: "2032-01-31",
    };
    for (const [frequency, next] of Object.entries(expected)) {
      const res = await create({ category: rent, name: frequency, amount: 1, frequency, start_date: start });
      expect(res.json().recurring_expense.next_due_date, frequency).toBe(next);
    }
  });

  it("'Please fill in all required fields' for a missing name, amount or category; date rules; nothing written", async () => {
    const before = (await list()).json().recurring_expenses.length;
    for (const body of [
      { amount: 10, category: rent },
      { name: "  ", amount: 10, category: rent },
      { name: "x", category: rent },
      { name: "x", amount: 10 },
    ]) {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(EXPENSE_FILL_REQUIRED_FIELDS);
    }
    const cases: [object, string][] = [
      [{ start_date: "2031-05-10", end_date: "2031-05-09" }, EXPENSE_END_BEFORE_START],
      [{ start_date: "2031-05-10", next_due_date: "2031-05-09" }, NEXT_DUE_BEFORE_START],
      [{ start_date: "2031-05-10", next_due_date: "2031-07-10", end_date: "2031-06-30" }, NEXT_DUE_AFTER_END],
      // The computed next due date (10 June) is after the end date too.
      [{ start_date: "2031-05-10", end_date: "2031-05-31" }, NEXT_DUE_AFTER_END],
      [{ category: 999_999 }, EXPENSE_CATEGORY_NOT_FOUND],
    ];
    for (const [patch, message] of cases) {
      const res = await create({ category: rent, name: "Dated", amount: 10, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    for (const patch of [
      { frequency: "FORTNIGHTLY" },
      { amount: -5 },
      { start_date: "2031-02-30" },
      { auto_generate: "sometimes" },
    ]) {
      const res = await create({ category: rent, name: "Bad", amount: 10, ...patch });
      expectNo500(res);
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
    }
    expect((await list()).json().recurring_expenses.length).toBe(before);
    const sameDay = await create({
      category: rent,
      name: "One day",
      amount: 1,
      start_date: "2031-05-10",
      end_date: "2031-05-10",
      next_due_date: "2031-05-10",
    });
    expect(sameDay.statusCode, sameDay.body).toBe(200);
  });

  it("saved due yesterday with auto-generate: its transaction is posted at once and the next due date moves on", async () => {
    const start = addMonthsTo(addDaysTo(today, -1), -1);
    const res = await create({
      category: salary,
      name: "Trainer salary - Vikram",
      amount: "18000",
      payment_method: "bank_transfer",
      start_date: start,
      next_due_date: addDaysTo(today, -1),
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().recurring_expense;
    expect(res.json().posted).toBe(1);
    expect(saved).toMatchObject({
      last_generated_date: addDaysTo(today, -1),
      next_due_date: addMonthsTo(start, 2),
      posted_count: 1,
      payment_method: "BANK_TRANSFER",
    });
    expect(await postedDates(ctx, gym, saved.id)).toEqual([addDaysTo(today, -1)]);
    const tx = (await call(ctx, gym, "GET", `${EXPENSES}/transactions/?category=${salary}`)).json().transactions;
    expect(tx).toHaveLength(1);
    expect(tx[0]).toMatchObject({
      title: "Trainer salary - Vikram",
      amount: 18000,
      transaction_type: "EXPENSE",
      payment_method: "BANK_TRANSFER",
      recurring_expense: saved.id,
    });
  });

  it("a manual (no auto-generate) schedule due in the past posts nothing and shows as overdue", async () => {
    const res = await create({
      category: rent,
      name: "Water tanker",
      amount: 900,
      frequency: "WEEKLY",
      auto_generate: false,
      start_date: addDaysTo(today, -20),
      next_due_date: addDaysTo(today, -6),
    });
    expect(res.json()).toMatchObject({
      posted: 0,
      recurring_expense: { days_until_due: -6, last_generated_date: null },
    });
  });

  it("PUT replaces the schedule, keeps last generated and the active flag unless sent; DELETE keeps posted rows", async () => {
    const created = await create({
      category: rent,
      name: "Parking",
      amount: 2000,
      start_date: addMonthsTo(today, -1),
      next_due_date: today,
    });
    const id = created.json().recurring_expense.id;
    expect(created.json().posted).toBe(1);
    const res = await update(id, {
      category: rent,
      name: "Parking lot",
      amount: "2200",
      frequency: "MONTHLY",
      start_date: addMonthsTo(today, -1),
      next_due_date: addMonthsTo(today, 1),
      auto_generate: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().recurring_expense).toMatchObject({
      name: "Parking lot",
      amount: 2200,
      auto_generate: false,
      is_active: true,
      last_generated_date: today,
      posted_count: 1,
    });
    const off = await update(id, {
      category: rent,
      name: "Parking lot",
      amount: "2200",
      start_date: addMonthsTo(today, -1),
      next_due_date: addMonthsTo(today, 1),
      is_active: false,
    });
    expect(off.json().recurring_expense.is_active).toBe(false);
    // Moved back to today (already posted): nothing posts twice.
    const back = await update(id, {
      category: rent,
      name: "Parking lot",
      amount: "2200",
      start_date: addMonthsTo(today, -1),
      next_due_date: today,
      is_active: true,
    });
    expect(back.json().posted).toBe(0);
    expect(await postedDates(ctx, gym, id)).toEqual([today]);
    const del = await remove(id);
    expect(del.statusCode, del.body).toBe(200);
    expect((await remove(id)).json().message).toBe(RECURRING_NOT_FOUND);
    const kept = (await call(ctx, gym, "GET", `${EXPENSES}/transactions/?search=parking`)).json().transactions;
    expect(kept).toHaveLength(1);
    expect(kept[0].recurring_expense).toBeNull();
  });

  it("lists active schedules first, soonest due first; another gym's schedule is a 404", async () => {
    const rows = (await list()).json().recurring_expenses as { is_active: boolean; next_due_date: string }[];
    const active = rows.filter((r) => r.is_active).map((r) => r.next_due_date);
    expect(active).toEqual([...active].sort());
    expect(rows.slice(0, active.length).every((r) => r.is_active)).toBe(true);
    const other = await createGym(ctx, "exp_rec_iso");
    await idsFarAhead(ctx, other, "recurring_expenses");
    const theirs = await insertCategory(ctx, other, { name: "Rent", category_type: "RENT" });
    const id = (await create({ category: theirs, name: "Theirs", amount: 1 }, other)).json().recurring_expense.id;
    expect((await update(id, { category: rent, name: "Mine", amount: 1 })).statusCode).toBe(404);
    expect((await remove(id)).statusCode).toBe(404);
  });
});
