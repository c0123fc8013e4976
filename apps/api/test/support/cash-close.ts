import type { PaymentMethod } from "@gym/contracts";
import { expect } from "vitest";
import { call } from "./calls.ts";
import { createGym, gymInstant, type TestContext, type TestGym } from "./context.ts";
import { insertCategory } from "./expenses.ts";
import { membersWithPlan, PAYMENTS, withKey } from "./member-payments.ts";
import { staffAccount } from "./staff.ts";

export const dayPath = (date: string) => `/api/cash-close/days/${date}/`;
export const closePath = (date: string) => `/api/cash-close/days/${date}/close/`;
export const pdfPath = (date: string) => `/api/cash-close/days/${date}/pdf/`;
export const monthPath = (month: string) => `/api/cash-close/closes/?month=${month}`;

let keys = 0;

/** A receipt recorded by `as` through the API (a new member each, plan ₹5,000 so any amount fits). */
export async function collect(
  ctx: TestContext,
  owner: TestGym,
  as: TestGym,
  amount: string,
  method: PaymentMethod,
  date: string,
) {
  const [id] = await membersWithPlan(ctx, owner, ["5000"], { joining_date: "2026-10-01" });
  return call(ctx, withKey(as, `cash-close-${++keys}`), "POST", `${PAYMENTS}/create-by-member/`, {
    member_id: id,
    amount_paid: amount,
    payment_method: method,
    payment_date: date,
  });
}

/** An expense through the API. */
export async function spend(
  ctx: TestContext,
  owner: TestGym,
  as: TestGym,
  amount: string,
  method: PaymentMethod,
  date: string,
) {
  const category = await insertCategory(ctx, owner, { name: `Cash out ${++keys}` });
  return call(ctx, as, "POST", "/api/expenses/transactions/create/", {
    category,
    title: "Cleaning supplies",
    amount,
    payment_method: method,
    transaction_date: date,
  });
}

/** A 200, or the test fails with the answer's body. */
export async function expectOk<T extends { statusCode: number; body: string }>(answer: Promise<T>): Promise<T> {
  const res = await answer;
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** Money moved through the API: who records it, a receipt (`collect`) or a cash-out (`spend`), and on which day. */
export type CashMove = ["desk" | "owner", "collect" | "spend", amount: string, method: PaymentMethod, date: string];

/**
 * The cash-close files' gym: the clock at 20:00 on 13 Dec 2026 in the gym's zone (Asia/Kolkata; the 12th and
 * 14th are the boundary's other sides), the owner, a front-desk account, and `moves` recorded in order.
 */
export async function cashCloseGym(ctx: TestContext, prefix: string, moves: readonly CashMove[]) {
  ctx.clock.pin(gymInstant("2026-12-13", "20:00"));
  const owner = await createGym(ctx, prefix);
  const account = await staffAccount(ctx, owner, "FRONT_DESK");
  const desk = account.gym;
  for (const [by, kind, amount, method, date] of moves) {
    const record = kind === "collect" ? collect : spend;
    await expectOk(record(ctx, owner, by === "desk" ? desk : owner, amount, method, date));
  }
  return { owner, desk, deskId: account.id };
}
